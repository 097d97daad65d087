/** Key usage of one core: the purpose context, the per-request hook, and the usage:* channels. */
import type { HistoryStore } from '../history/history-types.ts'
import type { KeyVault } from '../key-vault/index.ts'
import { DEMO_KEY_ID, historyUrlOf, type ServiceTarget } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'
import { createCallPurposes, purposeOfChannel, type CallPurposes } from './call-purpose.ts'
import { buildScopeMatrix } from './scope-matrix.ts'
import { createUsageHook, type UsageHook } from './usage-hook.ts'
import { readAnswers, readUsage } from './usage-read.ts'
import { createUsageStore } from './usage-store.ts'

/** What the core composes: tag each channel's work, hand the hook to the session, register the handlers. */
export interface Usage {
  /** Runs a channel's handler under the purpose of that channel. */
  tagChannel<T>(channel: string, fn: () => T): T
  hook: UsageHook
  purposes: CallPurposes
}

/** What key usage needs from the core. */
export interface UsageDeps {
  history: HistoryStore
  vault: Pick<KeyVault, 'list'>
  now: () => number
  onBackgroundError: (where: string, error: unknown) => void
}

/** Creates the usage part of one core. */
export function createUsage(deps: UsageDeps): Usage {
  const purposes = createCallPurposes()
  const store = createUsageStore(deps.history, deps.now)
  const hook = createUsageHook({
    store,
    purposes,
    now: deps.now,
    onBackgroundError: deps.onBackgroundError,
    isRecorded: (t: ServiceTarget) =>
      t.mode === 'demo' ? t.keyId === DEMO_KEY_ID : deps.vault.list().some((k) => k.id === t.keyId),
  })
  return { purposes, hook, tagChannel: (channel, fn) => purposes.run(purposeOfChannel(channel), fn) }
}

/** usage:history (a saved key, or the key in use when none is named) and usage:matrix (every saved key). */
export function usageHandlers(ctx: CoreContext): Pick<Implementations, 'usage:history' | 'usage:matrix'> {
  return {
    'usage:history': async ({ keyId, from, to, maxPoints }) => {
      const target = ctx.session.target()
      const slot =
        keyId === undefined
          ? target && { serviceUrl: historyUrlOf(target), keyId: target.keyId }
          : { serviceUrl: ctx.vault.get(keyId).serviceUrl, keyId }
      if (!slot) return readUsage(null, { serviceUrl: '', keyId: '' }, from, to, maxPoints)
      return readUsage(ctx.history.database(), slot, from, to, maxPoints)
    },
    'usage:matrix': async () => {
      const db = ctx.history.database()
      return buildScopeMatrix(ctx.vault.list(), (key) =>
        readAnswers(db, { serviceUrl: key.serviceUrl, keyId: key.id }),
      )
    },
  }
}
