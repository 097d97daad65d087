/** What chaos and soak runs share: an artifacts folder, made-up keys, a keys file, the main-process log scan. */
import { randomInt } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { KeysFile } from '../../../electron/service/index.ts'
import type { TallySnapshot } from '../../../electron/service/tally.ts'

const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A fresh key of the service's format (assumptions row 11), made at run time so none is ever committed. */
export function makeKey(): string {
  let s = 'bxk_'
  for (let i = 0; i < 32; i++) s += ALNUM[randomInt(ALNUM.length)]
  return s
}

/** A keys file with one approved account holding one full-scope key. */
export function keysFileFor(owner: string, key: string): KeysFile {
  return {
    accounts: [{ username: owner, display_name: 'Chaos Owner', api_access: 'approved' }],
    keys: [
      {
        key,
        owner,
        scopes: ['read:public', 'read:me'],
        status: 'active',
        expires_at: null,
        label: 'run key',
      },
    ],
  }
}

/** A keys file for a restarted service: every key the app was given, all but the last one revoked. */
export function keysFileForAll(owner: string, keys: readonly string[]): KeysFile {
  const base = keysFileFor(owner, keys[0] ?? makeKey())
  const template = base.keys[0] as KeysFile['keys'][number]
  return {
    ...base,
    keys: keys.map((key, i) => ({
      ...template,
      key,
      status: i === keys.length - 1 ? 'active' : 'revoked',
      label: `run key ${i + 1}`,
    })),
  }
}

/** The sum of tallies from several service lifetimes (a restart starts a fresh tally). */
export function mergeTallies(tallies: readonly TallySnapshot[]): TallySnapshot {
  const out: TallySnapshot = {}
  for (const tally of tallies)
    for (const [token, t] of Object.entries(tally)) {
      const into = (out[token] ??= { byOutcome: {}, afterUnauthorized: 0 })
      into.afterUnauthorized += t.afterUnauthorized
      for (const [code, n] of Object.entries(t.byOutcome))
        into.byOutcome[code] = (into.byOutcome[code] ?? 0) + n
    }
  return out
}

/** test-results/<kind>-<timestamp>/ with a user-data folder inside; kept after the run for inspection. */
export async function artifactsDir(kind: string): Promise<{ dir: string; userDataDir: string }> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const dir = join(REPO_ROOT, 'test-results', `${kind}-${stamp}`)
  const userDataDir = join(dir, 'user-data')
  await mkdir(userDataDir, { recursive: true, mode: 0o700 })
  return { dir, userDataDir }
}

/** Lines of the preview's stderr that show unhandled failures or internal errors of the main process. */
export function scanMainLog(stderr: string): { unhandled: string[]; internal: string[] } {
  const lines = stderr.split('\n')
  return {
    unhandled: lines.filter((l) =>
      /Uncaught|Unhandled|unhandledRejection|ERR_UNHANDLED|triggerUncaughtException/i.test(l),
    ),
    internal: lines.filter((l) => /^\[explorer\] .* failed:/.test(l)),
  }
}

/** A markdown table from a header row and body rows. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const line = (cells: readonly (string | number)[]): string =>
    `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
