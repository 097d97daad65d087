// The user-data folder's lock against faults nobody scripted: an instance killed with SIGKILL whose process is
// still a zombie, a process number that now belongs to another program, and a folder on a read-only file system.
// Real processes and a real read-only mount (tmpfs mounted `ro`: running as root here, chmod 0555 would not stop
// a write).
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { mkdtempSync, rmSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { after, describe, test } from 'node:test'
import { FOLDER_LOCK_NAME, lockUserDataFolder } from '../../../electron/core/key-vault/folder-lock.ts'
import { processStatus } from '../../../electron/core/key-vault/process-identity.ts'

const LOCK_MODULE = join(import.meta.dirname, '../../../electron/core/key-vault/folder-lock.ts')
const dirs: string[] = []
const tempDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-folder-lock-'))
  dirs.push(dir)
  return dir
}
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

async function refusal(dir: string): Promise<Error> {
  return lockUserDataFolder(dir).then(
    () => assert.fail('the lock must be refused'),
    (e: unknown) => e as Error,
  )
}

/** A tmpfs mounted with `options` on a new folder, or null when it cannot be (not root): the test is skipped. */
function mountTmpfs(options: string, t: { skip(message: string): void }): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'bx-read-only-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' })
    return dir
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    t.skip(`a tmpfs cannot be mounted here (needs root): ${(error as Error).message.split('\n')[0]}`)
    return null
  }
}

/** Polls until `check` holds; the process table changes on the kernel's schedule, not ours. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 25))
  }
  assert.fail(`timed out waiting for ${what}`)
}

const linuxOnly = process.platform === 'linux' ? false : 'needs /proc (Linux)'

describe('the user-data folder lock', () => {
  test(
    'an instance killed with SIGKILL and still a zombie does not block the next start',
    { skip: linuxOnly },
    async () => {
      const dir = await tempDir()
      // The instance runs under a parent that never reaps it (sh execs into sleep): once killed it stays a zombie,
      // as a killed app does until whatever started it reads its status.
      const script = `const { lockUserDataFolder } = await import(${JSON.stringify(LOCK_MODULE)}); await lockUserDataFolder(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`
      const parent = spawn(
        'sh',
        ['-c', `"$0" --input-type=module -e "$1" & echo $!; exec sleep 30`, process.execPath, script],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      try {
        const lines = createInterface({ input: parent.stdout })[Symbol.asyncIterator]()
        const pid = Number((await lines.next()).value)
        assert.equal((await lines.next()).value, 'locked')
        const held = JSON.parse(await readFile(join(dir, FOLDER_LOCK_NAME), 'utf8')) as { pid: number }
        assert.equal(held.pid, pid)
        // While it runs, the folder is its own.
        assert.match((await refusal(dir)).message, new RegExp(`Another Bridge Explorer \\(process ${pid}\\)`))
        process.kill(pid, 'SIGKILL')
        await until(
          async () => (await processStatus(pid))?.state === 'Z',
          'the killed instance to be a zombie',
        )
        const release = await lockUserDataFolder(dir)
        const now = JSON.parse(await readFile(join(dir, FOLDER_LOCK_NAME), 'utf8')) as { pid: number }
        assert.equal(now.pid, process.pid, 'the folder was taken over')
        await release()
      } finally {
        parent.kill('SIGKILL')
        await once(parent, 'exit').catch(() => undefined)
      }
    },
  )

  test(
    'a lock whose process number now belongs to another program (a reboot, a reused PID) is taken over',
    { skip: linuxOnly },
    async () => {
      const dir = await tempDir()
      const other = spawn('sleep', ['30'], { stdio: 'ignore' })
      try {
        const status = await processStatus(other.pid ?? -1)
        assert.ok(status, 'the other program is running')
        // What the lock's writer recorded: the same number, but another process (an earlier boot or start).
        await writeFile(
          join(dir, FOLDER_LOCK_NAME),
          JSON.stringify({ pid: other.pid, host: hostname(), boot: status.boot, start: '1' }),
        )
        const release = await lockUserDataFolder(dir)
        await release()
        await writeFile(
          join(dir, FOLDER_LOCK_NAME),
          JSON.stringify({ pid: other.pid, host: hostname(), boot: 'another-boot', start: status.start }),
        )
        await (
          await lockUserDataFolder(dir)
        )()
      } finally {
        other.kill('SIGKILL')
        await once(other, 'exit')
      }
    },
  )

  test('a live holder is refused, and the message names the lock file', async () => {
    const dir = await tempDir()
    const release = await lockUserDataFolder(dir)
    const error = await refusal(dir)
    assert.match(error.message, new RegExp(`Another Bridge Explorer \\(process ${process.pid}\\)`))
    assert.ok(error.message.includes(join(dir, FOLDER_LOCK_NAME)), error.message)
    await release()
  })

  test('a read-only folder is said in words, with the fix', async (t) => {
    const dir = mountTmpfs('ro,size=64k', t)
    if (dir === null) return
    try {
      const error = await refusal(dir)
      assert.match(
        error.message,
        new RegExp(`The folder ${dir} cannot be written \\(it is on a read-only file system\\)`),
      )
      assert.match(error.message, /--user-data-dir=FOLDER/)
      assert.match(error.message, /or make this one writable/)
    } finally {
      execFileSync('umount', [dir], { stdio: 'pipe' })
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a stale lock left in a folder that became read-only is said in the same words as taking it', async (t) => {
    const dir = mountTmpfs('size=64k', t)
    if (dir === null) return
    try {
      // A crash left the lock of a process that no longer runs, then the disk came back read-only.
      const stale = { pid: 2 ** 22 + 1, host: hostname() }
      await writeFile(join(dir, FOLDER_LOCK_NAME), `${JSON.stringify(stale)}\n`)
      execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' })
      const error = await refusal(dir)
      assert.match(
        error.message,
        new RegExp(`The folder ${dir} cannot be written \\(it is on a read-only file system\\)`),
      )
      assert.match(error.message, /or make this one writable\. \(EROFS\)$/)
      assert.doesNotMatch(error.message, /unlink/)
    } finally {
      execFileSync('umount', [dir], { stdio: 'pipe' })
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
