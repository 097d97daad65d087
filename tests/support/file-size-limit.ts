/**
 * A real "no more space" without root: RLIMIT_FSIZE (`ulimit -f`) in a child process makes the kernel refuse any
 * write past the limit with EFBIG (Node ignores SIGXFSZ), which is what a program sees of a disk that will not take
 * more. A tmpfs of a chosen size (small-disk.ts) needs root; this does not.
 */
import { execFile } from 'node:child_process'

/** Runs `node script ...args` with files limited to `limitKb`; resolves with its stdout, or rejects with stderr. */
export function runWithFileSizeLimit(
  limitKb: number,
  script: string,
  args: readonly string[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      ['-c', `ulimit -f ${limitKb} && exec "$0" "$@"`, process.execPath, script, ...args],
      { timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    )
  })
}
