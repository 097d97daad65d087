/**
 * The diagnostics file: what a support person asks for first, in one JSON document. Everything comes through the
 * core's own handlers (already masked for the renderer: a key is only ever its prefix and last four characters),
 * and the whole text is passed through the secret scan's shape redaction once more before anyone sees it.
 */
import { readdir, stat } from 'node:fs/promises'
import { arch, release, type as osType } from 'node:os'
import { join } from 'node:path'
import type { InvokeResults } from '../../../shared/ipc/contract.ts'
import type { DiagnosticsFile } from '../../../shared/ipc/diagnostics.ts'
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import type { IpcResult } from '../../../shared/ipc/common.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'
import type { ProxySettingInfo } from '../../../shared/ipc/network.ts'
import { showProxyUrl } from '../net/transport.ts'
import { readUpdateSetting } from '../updates/update-setting.ts'

/** How many request-log lines the file keeps (the newest). */
export const DIAGNOSTICS_LOG_LINES = 200
/** How many failed requests it keeps, from the live log and the stored one (which outlives a restart). */
const RECENT_FAILURES = 50

type Read =
  | 'app:get-info'
  | 'keys:list'
  | 'keys:doctor'
  | 'log:list'
  | 'log:search'
  | 'log:get-retention'
  | 'cache:info'
  | 'network:get-proxy'

/** The core handlers the file is read from (the same the renderer calls). */
export type DiagnosticsHandlers = {
  [C in Read]: (payload: unknown) => Promise<IpcResult<InvokeResults[C]>>
}

/** What the file is built from besides the handlers. */
export interface DiagnosticsSources {
  handlers: DiagnosticsHandlers
  userDataDir: string
  now: Date
  /** Versions of the app's parts: Node's process.versions (with electron and chrome inside Electron). */
  versions?: Readonly<Record<string, string | undefined>>
  /** Facts only the shell knows (the updates state, the window), added as they are. */
  shell?: Record<string, unknown>
}

/** Builds the file's content and the list of what it holds; nothing is written. */
export async function buildDiagnostics(sources: DiagnosticsSources): Promise<DiagnosticsFile> {
  const { handlers } = sources
  const [info, keys, doctor, log, storedFailures, retention, cache, proxy] = await Promise.all([
    read(handlers['app:get-info']),
    read(handlers['keys:list']),
    read(handlers['keys:doctor']),
    read(handlers['log:list']),
    handlers['log:search']({ failuresOnly: true, limit: RECENT_FAILURES }),
    read(handlers['log:get-retention']),
    read(handlers['cache:info']),
    read(handlers['network:get-proxy']),
  ])
  const versions = sources.versions ?? process.versions
  // The newest lines, newest first (as the request log lists them), whatever order the log gives.
  const requests = ok(log) ? [...log.value].sort((a, b) => b.at - a.at).slice(0, DIAGNOSTICS_LOG_LINES) : []
  // The live log starts empty with each run; the stored one keeps the failures that came before a restart (the
  // same ids: a live entry is its stored row's).
  const failures = new Map<string, RequestLogEntry>()
  for (const r of ok(storedFailures) ? storedFailures.value : []) failures.set(r.id, r)
  for (const r of requests) if (r.status === null || r.status >= 400) failures.set(r.id, r)
  const errors = [...failures.values()].sort((a, b) => b.at - a.at).slice(0, RECENT_FAILURES)
  const document = {
    format: 'bridge-explorer-diagnostics/1',
    createdAt: sources.now.toISOString(),
    versions: {
      app: ok(info) ? info.value.version : null,
      electron: versions['electron'] ?? null,
      chrome: versions['chrome'] ?? null,
      node: versions['node'] ?? null,
      v8: versions['v8'] ?? null,
      sqlite: versions['sqlite'] ?? null,
    },
    os: { type: osType(), release: release(), arch: arch(), platform: process.platform },
    settings: {
      mode: ok(info) ? info.value.mode : null,
      serviceUrl: ok(info) ? info.value.serviceUrl : null,
      activeKeyId: ok(info) ? info.value.activeKeyId : null,
      requestLogRetention: ok(retention) ? retention.value : failure(retention),
      savedScreens: ok(cache) ? cache.value : failure(cache),
      proxy: ok(proxy) ? proxyFacts(proxy.value) : failure(proxy),
      updates: await readUpdateSetting(sources.userDataDir),
      userDataDir: sources.userDataDir,
      userDataFiles: await filesWithSizes(sources.userDataDir),
    },
    // A key's metadata as the Keys screen shows it: never the key, only its prefix and last four characters.
    keys: ok(keys)
      ? keys.value.map((k) => ({
          id: k.id,
          label: k.label,
          serviceUrl: k.serviceUrl,
          key: `${k.prefix}…${k.last4}`,
          scopes: k.scopes,
          state: k.state,
          active: k.active,
          sessionOnly: k.sessionOnly === true,
          expiresOn: k.expiresOn ?? null,
          addedAt: k.addedAt,
          lastCheckedAt: k.lastCheck?.at ?? null,
        }))
      : failure(keys),
    keychainDoctor: ok(doctor)
      ? {
          backend: doctor.value.backend,
          provider: doctor.value.provider,
          status: doctor.value.status,
          problem: doctor.value.problem,
          summary: doctor.value.summary,
          checks: doctor.value.checks,
          orphans: doctor.value.orphans.length,
          missing: doctor.value.missing.length,
        }
      : failure(doctor),
    // Each kept file's state (paused on a full disk, and why) beside the sizes in settings.userDataFiles.
    files: ok(info) ? info.value.files : failure(info),
    notices: ok(info) ? info.value.startupNotices : failure(info),
    recentErrors: errors,
    requestLog: requests,
    shell: sources.shell ?? {},
  }
  const content = `${redactSecrets(JSON.stringify(document, null, 2))}\n`
  const keyCount = Array.isArray(document.keys) ? document.keys.length : 0
  return {
    content,
    contains: [
      "Versions of the app and its parts, and the operating system's name and version.",
      'Settings: the service address, the proxy (never its password), the request log retention, saved screens, updates, the files kept and whether writing them is paused.',
      `${keyCount} saved key${keyCount === 1 ? '' : 's'}: label, scopes and state; of the key itself only its first and last four characters.`,
      "The keychain doctor's findings.",
      `Notices from the start, and ${errors.length} recent failed request${errors.length === 1 ? '' : 's'}.`,
      `The last ${requests.length} requests of the request log: their addresses hold your searches and the names you looked up.`,
    ],
    suggestedName: `bridge-explorer-diagnostics-${sources.now.toISOString().slice(0, 16).replace(/[-:T]/g, '')}.json`,
  }
}

/**
 * The proxy the calls go through, the first thing support asks behind one (docs/security.md: no password is
 * ever written down): a user name and password in an address, from the environment or a hand-edited file, are
 * masked as Settings masks them (core/net/transport.ts).
 */
function proxyFacts(info: ProxySettingInfo): Record<string, string | null> {
  return {
    mode: info.setting.mode,
    url: info.setting.url === undefined ? null : showProxyUrl(info.setting.url),
    bypass: info.setting.bypass ?? null,
    system: info.system,
  }
}

async function read<T>(handler: (payload: unknown) => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  return handler(undefined)
}

function ok<T>(result: IpcResult<T>): result is { ok: true; value: T } {
  return result.ok
}

// A part that could not be read is said in the file instead of stopping it: that is often what support needs.
function failure(result: IpcResult<unknown>): { unavailable: string } {
  return { unavailable: result.ok ? 'no data' : result.error.message }
}

async function filesWithSizes(
  dir: string,
): Promise<{ name: string; bytes: number }[] | { unavailable: string }> {
  try {
    const names = (await readdir(dir)).sort()
    const out: { name: string; bytes: number }[] = []
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => null)
      if (info?.isFile() === true) out.push({ name, bytes: info.size })
    }
    return out
  } catch (error) {
    return { unavailable: (error as { code?: string }).code ?? 'unreadable' }
  }
}
