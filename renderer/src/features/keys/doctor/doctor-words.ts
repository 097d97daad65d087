/** What the keychain doctor and a session-only key may truthfully say, from the doctor's report. Pure. */
import type { FixStep, KeychainReport } from '../../../../../shared/ipc/keychain.ts'

/**
 * The fix's steps with no step said twice: a step whose words repeat an earlier one's is folded into it (its
 * command kept), so "1." and "2." never read the same.
 */
export function distinctSteps(steps: readonly FixStep[]): FixStep[] {
  const out: FixStep[] = []
  const norm = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase()
  for (const step of steps) {
    const same = out.findIndex((s) => norm(s.text) === norm(step.text))
    if (same === -1) out.push({ ...step })
    else if (out[same]!.command === undefined && step.command !== undefined)
      out[same] = { ...out[same]!, command: step.command }
    else if (step.command !== undefined && step.command !== out[same]!.command) out.push({ ...step })
  }
  return out
}

/**
 * Whether a failed Check again (at `errorAt`) still speaks for the keychain: not once a newer report (the doctor
 * looked again, e.g. after a key was saved) says otherwise.
 */
export function checkErrorStillTrue(
  errorAt: number | null,
  report: Pick<KeychainReport, 'checkedAt'> | undefined,
): boolean {
  if (errorAt === null) return false
  return report === undefined || report.checkedAt <= errorAt
}

/** Whether "Save in keychain" can be offered for a session-only key: only while the keychain is known to work. */
export function canSaveInKeychain(report: Pick<KeychainReport, 'status'> | undefined): boolean {
  return report?.status === 'ok'
}
