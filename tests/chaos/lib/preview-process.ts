/** The browser preview as a child process for chaos and soak runs: spawn, wait for its URL, call IPC, stop. */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const READY = 'Explorer ready at '
const READY_TIMEOUT_MS = 60_000

/** The IpcResult shape the preview answers with. */
export type IpcReply<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** A running preview. */
export interface PreviewProcess {
  url: string
  origin: string
  token: string
  pid: number
  userDataDir: string
  logFile: string
  /** POSTs to /ipc/<channel> with the token; resolves the IpcResult. */
  ipc<T = unknown>(channel: string, payload?: unknown): Promise<IpcReply<T>>
  /** Like ipc, but throws unless the result is ok. */
  call<T = unknown>(channel: string, payload?: unknown): Promise<T>
  alive(): boolean
  /** What the child wrote to stderr so far. */
  stderr(): string
  /** The inspector's WebSocket URL when started with `--inspect=127.0.0.1:0` in nodeArgs, else null. */
  inspectorUrl(): string | null
  /** SIGKILL, as a crash would: no clean-up runs in the child. Resolves once it exited. */
  kill(): Promise<void>
  stop(): Promise<void>
}

/** Spawns `node electron/preview/cli.ts --port 0 --user-data DIR ...` and resolves once it printed its URL. */
export async function startPreview(opts: {
  userDataDir: string
  env: Record<string, string>
  extraArgs?: string[]
  /** Options for node itself, before the script (e.g. the inspector for heap figures). */
  nodeArgs?: string[]
}): Promise<PreviewProcess> {
  const logFile = join(opts.userDataDir, '..', 'preview.log')
  const log = createWriteStream(logFile)
  const args = [
    ...(opts.nodeArgs ?? []),
    'electron/preview/cli.ts',
    '--port',
    '0',
    '--user-data',
    opts.userDataDir,
    ...(opts.extraArgs ?? []),
  ]
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  let stdout = ''
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
    log.write(chunk)
  })
  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`preview not ready in ${READY_TIMEOUT_MS} ms:\n${stderr}`)),
      READY_TIMEOUT_MS,
    )
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      log.write(chunk)
      stdout += chunk
      const line = stdout.split('\n').find((l) => l.startsWith(READY))
      if (line) {
        clearTimeout(timer)
        resolvePromise(line.slice(READY.length).trim())
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`preview exited with ${code} before it was ready:\n${stderr}`))
    })
  })
  const parsed = new URL(url)
  const token = new URLSearchParams(parsed.hash.slice(1)).get('token') ?? ''

  const ipc = async <T>(channel: string, payload?: unknown): Promise<IpcReply<T>> => {
    const res = await fetch(`${parsed.origin}/ipc/${channel}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Explorer-Token': token },
      body: JSON.stringify(payload ?? null),
    })
    return (await res.json()) as IpcReply<T>
  }

  return {
    url,
    origin: parsed.origin,
    token,
    pid: child.pid ?? -1,
    userDataDir: opts.userDataDir,
    logFile,
    ipc,
    async call<T>(channel: string, payload?: unknown): Promise<T> {
      const r = await ipc<T>(channel, payload)
      if (!r.ok) throw new Error(`${channel} failed: ${JSON.stringify(r.error)}`)
      return r.value
    },
    alive: () => !exited && child.exitCode === null,
    stderr: () => stderr,
    inspectorUrl: () => /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1] ?? null,
    async kill() {
      if (!exited) {
        const done = once(child, 'exit')
        child.kill('SIGKILL')
        await done
      }
    },
    async stop() {
      if (!exited) {
        const done = once(child, 'exit')
        child.kill('SIGTERM')
        // The CLI closes its server and core on SIGTERM; one that hangs there is killed outright.
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await done
        clearTimeout(timer)
      }
      await new Promise<void>((r) => log.end(r))
    },
  }
}

/** Resident memory of a process in bytes (VmRSS from /proc), or null when it is gone. */
export async function rssBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kb === undefined ? null : Number(kb) * 1024
  } catch {
    return null
  }
}
