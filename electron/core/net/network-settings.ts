/**
 * The network setting of the core: which proxy the calls go through (system, none, or one set in Settings), kept
 * in `network.json` in the user-data folder, applied to the host's transport at start and on every change.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  proxySettingPayload,
  type NetworkResults,
  type ProxySetting,
  type ProxySettingInfo,
} from '../../../shared/ipc/network.ts'
import { writeFileAtomic } from '../files/atomic-file.ts'
import { cannotSave } from '../files/file-problem.ts'
import type { ProxySignIn } from './proxy-sign-in.ts'
import { testConnection } from './test-connection.ts'
import type { Transport } from './transport.ts'

/** The file that holds the setting (no secret: a proxy address never carries a user name or password). */
export const NETWORK_FILE = 'network.json'

const SYSTEM: ProxySetting = { mode: 'system' }

/**
 * What Settings can do with the network, one method per channel of shared/ipc/network.ts: read and change the
 * proxy setting, and test the way to a service.
 */
export interface NetworkSettings {
  get(): NetworkResults['network:get-proxy']
  /** `setting` was validated at the boundary (proxySettingPayload); it is applied, then kept. */
  set(setting: ProxySetting): Promise<NetworkResults['network:set-proxy']>
  /** One request without a key to `serviceUrl` through the current setting; a proxy that asks is asked again. */
  test(serviceUrl: string): Promise<NetworkResults['network:test-proxy']>
  /** The proxy sign-ins the transport asks through (proxy-sign-in.ts), when it can ask. */
  signIn: ProxySignIn | null
}

/** Reads the kept setting (the system's when there is none or it is unreadable) and applies it to `transport`. */
export async function openNetworkSettings(deps: {
  userDataDir: string
  transport: Transport
  now?: () => number
  /** The sign-ins the transport was made with. */
  signIn?: ProxySignIn
}): Promise<NetworkSettings> {
  const file = join(deps.userDataDir, NETWORK_FILE)
  let current = await readSetting(file)
  await deps.transport.apply(current)
  const info = (): ProxySettingInfo => ({ setting: { ...current }, system: deps.transport.describeSystem() })
  return {
    get: info,
    async set(setting) {
      deps.signIn?.askAgain()
      await deps.transport.apply(setting)
      try {
        await writeFileAtomic(file, `${JSON.stringify({ version: 1, proxy: setting }, null, 2)}\n`)
      } catch (error) {
        // Not kept, so not in use either: a restart would bring back the old one (files/file-problem.ts).
        await deps.transport.apply(current)
        throw cannotSave('proxy', file, error, 'proxy')
      }
      current = setting
      return info()
    },
    test: (serviceUrl) => {
      // The user asked to try the way again: a proxy whose sign-in they declined asks again.
      deps.signIn?.askAgain()
      return testConnection({
        fetch: deps.transport.fetch,
        serviceUrl,
        ...(deps.now ? { now: deps.now } : {}),
      })
    },
    signIn: deps.signIn ?? null,
  }
}

/** The kept setting; a missing, damaged or hand-edited invalid file means the system's proxy (the default). */
async function readSetting(file: string): Promise<ProxySetting> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return SYSTEM
  }
  try {
    const parsed = JSON.parse(text) as { proxy?: unknown }
    const checked = proxySettingPayload(parsed.proxy, 'network.json proxy')
    return checked.ok ? checked.value : SYSTEM
  } catch {
    return SYSTEM
  }
}
