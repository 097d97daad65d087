/**
 * The IPC sender check (https://www.electronjs.org/docs/latest/tutorial/security#17-validate-the-sender-of-all-ipc-messages):
 * only the main frame of our own window, showing our own origin, may call the core. Plain data in, verdict out,
 * so it is tested without Electron.
 */
import type { IpcError, IpcResult } from '../../shared/ipc/common.ts'
import { isTrustedOrigin } from '../protocol/app-origin.ts'

/** What main knows about one IPC call's sender, read off the Electron event. */
export interface SenderFacts {
  /** id of the web contents that sent the message. */
  senderId: number
  /** id of our main window's web contents, or null when there is no window. */
  windowId: number | null
  /** The sending frame; null when it was destroyed or navigated away before the message was handled. */
  frame: { url: string; isMainFrame: boolean } | null
}

/** The verdict: trusted, or refused with a reason for the log. */
export type SenderVerdict = { ok: true } | { ok: false; reason: string }

/** Decides whether a sender may call the core. */
export function checkSender(facts: SenderFacts, trustedOrigins: readonly string[]): SenderVerdict {
  if (facts.windowId === null || facts.senderId !== facts.windowId) {
    return { ok: false, reason: 'sender is not the main window' }
  }
  if (facts.frame === null) return { ok: false, reason: 'sender frame is gone' }
  if (!facts.frame.isMainFrame) return { ok: false, reason: 'sender is a subframe' }
  if (!isTrustedOrigin(facts.frame.url, trustedOrigins)) {
    return { ok: false, reason: 'sender frame is not on the app origin' }
  }
  return { ok: true }
}

/** The result a refused sender gets instead of the handler's answer. */
export function untrustedSenderResult(): IpcResult<never> {
  const error: IpcError = {
    kind: 'security',
    code: 'untrusted_sender',
    message: 'This request did not come from the Bridge Explorer window and was refused.',
    status: null,
    retryAt: null,
    missingScope: null,
    field: null,
  }
  return { ok: false, error }
}
