// Spawns the browser preview CLI as a child process and reads its ready line; used by the e2e fixtures.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
/** Every artifact of one e2e run (user data, logs, DOM snapshots) lives here until the run ends. */
export const RUN_DIR = join(REPO_ROOT, 'test-results', 'e2e-run')
/** One JSON line per API key a test used: `{ "test": id, "key": "bxk_…" }`, for the key-leak scan. */
export const SECRETS_FILE = join(RUN_DIR, 'secrets.jsonl')

/** What the preview's POST /ipc/<channel> answers: the core handler's IpcResult. */
export type IpcReply<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; error: { kind: string; code: string; message: string; [k: string]: unknown } }

/** A running preview child process. */
export interface Preview {
  /** The printed URL, token in the fragment. */
  url: string
  origin: string
  token: string
  userDataDir: string
  logFile: string
  /** POST /ipc/<channel> with the token, as the renderer does. */
  ipc<T = unknown>(channel: string, payload?: unknown): Promise<IpcReply<T>>
  /** Stops the child (SIGTERM, then SIGKILL if it does not exit); safe to call twice. */
  stop(): Promise<void>
}

/** Options of startPreview. */
export interface PreviewOptions {
  demo?: boolean
  serviceUrl?: string
  extraArgs?: string[]
  /** Runs on the fresh user-data folder before the preview starts (to plant a damaged file, say). */
  prepareUserData?: (userDataDir: string) => Promise<void>
  /** Reuses another preview's user-data folder (a restart); it keeps the same keychain service name. */
  userDataDir?: string
  /** Environment overrides (a dead D-Bus session, say); they win over the worker's Secret Service. */
  env?: Record<string, string>
}

const READY = 'Explorer ready at '

/** Starts `node electron/preview/cli.ts` with a fresh user-data folder under `dir`. */
export async function spawnPreview(
  dir: string,
  env: Record<string, string>,
  opts: PreviewOptions = {},
): Promise<Preview> {
  const userDataDir = opts.userDataDir ?? join(dir, 'user-data')
  await mkdir(dir, { recursive: true })
  await mkdir(userDataDir, { recursive: true })
  await opts.prepareUserData?.(userDataDir)
  const logFile = join(dir, 'preview.log')
  const log = createWriteStream(logFile, { flags: 'a' })
  const args = ['electron/preview/cli.ts', '--port', '0', '--user-data', userDataDir]
  if (opts.demo === true) args.push('--demo')
  if (opts.serviceUrl !== undefined) args.push('--service-url', opts.serviceUrl)
  args.push(...(opts.extraArgs ?? []))
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    // Its own XDG folder, so nothing of the developer's desktop session leaks in.
    env: { ...process.env, ...env, ...opts.env, XDG_CONFIG_HOME: join(dir, 'xdg') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => log.write(chunk))
  let buffered = ''
  const ready = new Promise<string>((resolveReady, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk)
      buffered += chunk.toString()
      const at = buffered.indexOf(READY)
      const end = at === -1 ? -1 : buffered.indexOf('\n', at)
      if (end !== -1) resolveReady(buffered.slice(at + READY.length, end).trim())
    })
    child.once('exit', (code, signal) =>
      reject(new Error(`the preview exited (${code ?? signal}) before it was ready; see ${logFile}`)),
    )
    child.once('error', reject)
  })
  let url: string
  try {
    url = await ready
  } catch (error) {
    await terminate(child)
    log.end()
    throw error
  }
  const parsed = new URL(url)
  const token = new URLSearchParams(parsed.hash.slice(1)).get('token') ?? ''
  let stopped: Promise<void> | null = null
  return {
    url,
    origin: parsed.origin,
    token,
    userDataDir,
    logFile,
    async ipc<T>(channel: string, payload: unknown = null): Promise<IpcReply<T>> {
      const response = await fetch(`${parsed.origin}/ipc/${channel}`, {
        method: 'POST',
        headers: { 'X-Explorer-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      })
      return (await response.json()) as IpcReply<T>
    },
    stop() {
      stopped ??= terminate(child).finally(() => new Promise<void>((done) => log.end(done)))
      return stopped
    },
  }
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  // The CLI closes the server and the core on SIGTERM; a child that hangs there is killed outright.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  try {
    await exited
  } finally {
    clearTimeout(timer)
  }
}
