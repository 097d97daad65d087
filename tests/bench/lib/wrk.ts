/** Runs wrk (Debian package `wrk`), a C load generator that leaves more of a 2-core machine to the server than a JS one. */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** What one wrk run measured. */
export interface WrkResult {
  rps: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  socketErrors: number
}

/** Converts wrk's latency figures (`850.00us`, `1.23ms`, `2.00s`) to milliseconds. */
export function toMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!m) throw new Error(`wrk printed a latency that could not be read: ${text}`)
  const value = Number(m[1])
  const unit = m[2]
  return unit === 'us' ? value / 1000 : unit === 'ms' ? value : unit === 's' ? value * 1000 : value * 60_000
}

/** Reads wrk's text report (run with --latency). */
export function parseWrk(out: string): WrkResult {
  const num = (re: RegExp): number | null => {
    const m = re.exec(out)
    return m?.[1] === undefined ? null : Number(m[1])
  }
  const rps = num(/Requests\/sec:\s+([\d.]+)/)
  const p50 = /^\s+50%\s+(\S+)$/m.exec(out)?.[1]
  const p99 = /^\s+99%\s+(\S+)$/m.exec(out)?.[1]
  if (rps === null || p50 === undefined || p99 === undefined)
    throw new Error(`unexpected wrk output:\n${out}`)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    rps,
    p50Ms: toMs(p50),
    p99Ms: toMs(p99),
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0,
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  }
}

/** One wrk run: 1 thread, `connections` connections, `seconds` long. */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  try {
    const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 })
    return parseWrk(stdout)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('wrk is not installed: apt-get install wrk (bash .ci/run installs it)', { cause: err })
    }
    throw err
  }
}
