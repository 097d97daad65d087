import { readFile } from 'node:fs/promises'

/** What makes a process number name one process: the boot it runs in and its start time, in clock ticks. */
export type ProcessIdentity = { boot: string; start: string }

/** Linux's view of a process from /proc: its identity and its state letter (R, S, D, Z for a zombie, ...). */
export type ProcessStatus = ProcessIdentity & { state: string }

/**
 * The boot id and start time of process `pid` (proc(5): /proc/sys/kernel/random/boot_id and field 22 of
 * /proc/<pid>/stat), with its state; null where there is no /proc (macOS, Windows) or no such process.
 */
export async function processStatus(pid: number): Promise<ProcessStatus | null> {
  try {
    const [boot, stat] = await Promise.all([
      readFile('/proc/sys/kernel/random/boot_id', 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ])
    // The command name (field 2) is in parentheses and may itself hold spaces and parentheses: the fields
    // that follow start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const state = fields[0]
    const start = fields[19]
    if (state === undefined || start === undefined || !/^\d+$/.test(start)) return null
    return { boot: boot.trim(), start, state }
  } catch {
    return null
  }
}
