/** A real, tiny file system (tmpfs) to fill up: a full disk without filling the machine's. Needs root. */
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A mounted tmpfs of `sizeKb`, or the reason it could not be mounted here (then the test says so and skips). */
export function mountSmallDisk(sizeKb: number): { dir: string; unmount(): void } | { skip: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bx-small-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return {
      skip: `a small tmpfs cannot be mounted here (needs root): ${String((error as Error).message).split('\n')[0]}`,
    }
  }
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir], { stdio: 'pipe' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Writes one file (`filler`) into `dir` until the disk refuses it: another program filled the disk. */
export function fillDisk(dir: string): void {
  const fd = openSync(join(dir, 'filler'), 'w')
  const chunk = Buffer.alloc(64 * 1024)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
}
