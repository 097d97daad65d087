/** Helpers for benchmarks: start a server as a child process and wait until it answers. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { once } from 'node:events'

/** A child process started by a benchmark, stopped by `stop()`. */
export interface Child {
  proc: ChildProcess
  stop(): Promise<void>
}

/** Starts `cmd args` and resolves with the first stdout line that starts with `prefix` (the rest of the line). */
export async function spawnUntilLine(
  cmd: string,
  args: string[],
  prefix: string,
  timeoutMs = 30_000,
): Promise<{ child: Child; rest: string }> {
  const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const child = wrap(proc)
  let stderr = ''
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()).slice(-4000))
  return new Promise((resolve, reject) => {
    let buffered = ''
    const timer = setTimeout(() => {
      void child.stop()
      reject(new Error(`${cmd} did not print "${prefix}" within ${timeoutMs} ms. stderr: ${stderr}`))
    }, timeoutMs)
    proc.stdout?.on('data', (d: Buffer) => {
      buffered += d.toString()
      const line = buffered.split('\n').find((l) => l.startsWith(prefix))
      if (line !== undefined) {
        clearTimeout(timer)
        resolve({ child, rest: line.slice(prefix.length).trim() })
      }
    })
    proc.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${cmd} exited with ${code} before it was ready. stderr: ${stderr}`))
    })
  })
}

/** Starts a process and polls `url` until it answers with any HTTP status. */
export async function spawnUntilHttp(
  cmd: string,
  args: string[],
  url: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Child> {
  const proc = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const child = wrap(proc)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${cmd} exited with ${proc.exitCode} before it answered`)
    try {
      await fetch(url, { headers })
      return child
    } catch {
      if (Date.now() > deadline) {
        await child.stop()
        throw new Error(`${url} did not answer within ${timeoutMs} ms`)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  server.close()
  await once(server, 'close')
  return port
}

function wrap(proc: ChildProcess): Child {
  return {
    proc,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      const exited = once(proc, 'exit')
      proc.kill('SIGTERM')
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
