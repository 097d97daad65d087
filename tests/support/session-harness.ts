/**
 * A real session as the core builds it (a keychain corner, SQLite history, the core's scheduler pool), and the whole
 * explorer core on the reference service over real HTTP, as the integration tests of its handlers start it.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../electron/core/app/index.ts'
import { coreSchedulerPool } from '../../electron/core/app/create-explorer-core.ts'
import { createEventHub } from '../../electron/core/session/event-hub.ts'
import { createSession, type Session } from '../../electron/core/session/session.ts'
import { openHistoryStore } from '../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../electron/core/app/history-migrations.ts'
import { openKeyVault, type KeyVault } from '../../electron/core/key-vault/index.ts'
import { createRequestLog } from '../../electron/core/request-log/request-log.ts'
import type { SchedulerPool } from '../../electron/core/api/index.ts'
import type { ExplorerCoreOptions } from '../../electron/core/session/types.ts'
import type { Scope } from '../../shared/api/types.ts'
import {
  startReferenceService,
  type ReferenceService,
  type ServiceOptions,
} from '../../electron/service/index.ts'
import { ok, record, type Recorder } from './recorder.ts'
import { ensureSecretService } from './secret-service.ts'
import type { throwawayKeychain } from './throwaway-keychain.ts'

/** The session and the parts a test looks at; `close` ends the session, the pool and the history. */
export interface TestSession {
  session: Session
  vault: KeyVault
  schedulers: SchedulerPool
  close(): Promise<void>
}

/** Opens a session without demo mode in a fresh folder of `keychain`; a background error fails the test. */
export async function openTestSession(
  keychain: ReturnType<typeof throwawayKeychain>,
  prefix: string,
): Promise<TestSession> {
  const dir = await keychain.tempDir(prefix)
  const { vault } = await openKeyVault({ userDataDir: dir, keychainService: keychain.service })
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  const schedulers = coreSchedulerPool(vault)
  const session = createSession({
    vault,
    demo: null,
    history,
    log: createRequestLog(),
    hub: createEventHub(),
    schedulers,
    now: Date.now,
    clientNow: undefined,
    pollIntervalMs: 3_600_000,
    onBackgroundError: (where, error) => assert.fail(`${where}: ${String(error)}`),
  })
  return {
    session,
    vault,
    schedulers,
    async close() {
      await session.close()
      schedulers.dispose()
      history.close()
    },
  }
}

/** A new key of the demo key's owner on `svc`, with `scopes` (read:public alone unless given) and `label`. */
export async function ownerKey(
  svc: ReferenceService,
  { scopes = ['read:public'], label }: { scopes?: Scope[]; label?: string } = {},
): Promise<string> {
  const me = await fetch(`${svc.baseUrl}/me`, { headers: { authorization: `Bearer ${svc.demoKeys!.full}` } })
  const owner = ((await me.json()) as { username: string }).username
  return svc.control.createKey({ owner, scopes, ...(label === undefined ? {} : { label }) }).key
}

/** Options of a core in demo mode on `svc`, in folder `dir`, with a keychain corner of its own. */
export function demoCoreOptions(svc: ReferenceService, dir: string): ExplorerCoreOptions {
  return {
    userDataDir: dir,
    keychainService: `bridge-explorer-test-${randomUUID()}`,
    demo: { serviceUrl: svc.baseUrl, key: svc.demoKeys!.full },
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  }
}

/** Options of a core with no demo service and no key yet, in folder `dir`, its keys under `keychainService`. */
export function keylessCoreOptions(dir: string, keychainService: string): ExplorerCoreOptions {
  return {
    userDataDir: dir,
    keychainService,
    demo: null,
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  }
}

/** The explorer core on a reference service, and the recorder of its handlers and events. */
export interface CoreOnService {
  svc: ReferenceService
  /** The core's user-data folder; exports are saved in it too. */
  dir: string
  core: ExplorerCore
  rec: Recorder
  /** Removes every saved key through the core (the keychain is left as it was found), then stops everything. */
  stop(): Promise<void>
}

/** What `coreOnServiceAroundTests` starts: the service's options and the folder's and the core's. */
interface CoreOnServiceOptions {
  prefix: string
  service: Omit<ServiceOptions, 'port'>
  demo?: boolean
}

/**
 * Before the tests of the calling file: the real keychain (a private gnome-keyring unless one runs), the reference
 * service over real HTTP with `service`, and the core in a fresh folder named from `prefix`, in demo mode on the
 * service's demo key unless `demo` is false; `ready` receives them. After the tests: every saved key is removed and
 * everything is stopped. An export is saved in the folder under the name the app suggests.
 */
export function coreOnServiceAroundTests(
  options: CoreOnServiceOptions,
  ready: (started: CoreOnService) => void | Promise<void>,
): void {
  let started: CoreOnService | undefined
  before(async () => {
    started = await startCoreOnService(options)
    await ready(started)
  })
  after(async () => {
    await started?.stop()
  })
}

async function startCoreOnService({
  prefix,
  service,
  demo = true,
}: CoreOnServiceOptions): Promise<CoreOnService> {
  const stops: (() => Promise<unknown>)[] = []
  const stop = async (): Promise<void> => {
    for (const s of stops.splice(0)) await s()
  }
  try {
    const secretService = await ensureSecretService()
    stops.unshift(() => secretService.stop())
    const svc = await startReferenceService({ port: 0, ...service })
    stops.unshift(() => svc.stop())
    const dir = await mkdtemp(join(tmpdir(), prefix))
    stops.unshift(() => rm(dir, { recursive: true, force: true }))
    const core = await createExplorerCore({
      ...demoCoreOptions(svc, dir),
      ...(demo ? {} : { demo: null }),
      chooseExportFile: async (_format, suggested) => join(dir, suggested),
    })
    stops.unshift(async () => {
      for (const k of ok(await core.handlers['keys:list'](undefined)))
        await core.handlers['keys:remove']({ id: k.id })
      await core.close()
    })
    const rec = record(core)
    stops.unshift(async () => rec.stop())
    return { svc, dir, core, rec, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
