/** keys:* channels: the vault for storage, the inspector for checks, and the session for which key is in use. */
import type { InspectedKeyState, KeyInspection, KeyState } from '../../../shared/ipc/dto.ts'
import { inspectKey } from '../inspector/inspect-key.ts'
import { checkKeyInput } from '../key-vault/index.ts'
import type { CoreContext, Implementations } from './types.ts'

type KeyChannels = 'keys:list' | 'keys:add' | 'keys:remove' | 'keys:set-active' | 'keys:check' | 'keys:rotate'

// What a check stores; null for states that say nothing about the key (unreachable, locked out).
const STORED_STATE = {
  active: 'active',
  missing: 'missing',
  invalid: 'invalid',
  revoked: 'revoked',
  expired: 'expired',
  access_revoked: 'access_revoked',
  locked_out: null,
  unreachable: null,
  not_api: null,
} as const satisfies Record<InspectedKeyState, KeyState | null>

/** Handlers of the key manager's channels. */
export function keyHandlers(ctx: CoreContext): Pick<Implementations, KeyChannels> {
  const { vault, session, hub } = ctx
  const changed = (): void => {
    session.sync()
    hub.emit('keys:did-change', vault.list())
  }

  async function record(id: string, report: KeyInspection): Promise<void> {
    await vault.recordCheck(id, report, report.state === 'active' ? report.scopes.granted : undefined)
    const state = Object.hasOwn(STORED_STATE, report.state) ? STORED_STATE[report.state] : null
    if (state) await vault.markState(id, state)
  }

  return {
    'keys:list': async () => vault.list(),

    'keys:add': async ({ key, label, serviceUrl }) => {
      const check = checkKeyInput(key)
      const before = session.target()
      const added = await vault.add({ key, serviceUrl, ...(label !== undefined ? { label } : {}) })
      // A first key leaves demo mode at once; with a key already in use, adding one does not switch services.
      if (added.key.active && before?.mode !== 'configured') session.prefer(added.key.serviceUrl)
      changed()
      const warningCodes = new Set<string>(check.warnings.map((w) => w.code))
      return {
        key: added.key,
        warnings: check.warnings.map((w) => w.message),
        notices: added.notices.filter((n) => !warningCodes.has(n.code)),
      }
    },

    'keys:remove': async ({ id }) => {
      await vault.remove(id)
      changed()
      return { removed: true }
    },

    'keys:set-active': async ({ id }) => {
      const key = await vault.setActive(id)
      session.prefer(key.serviceUrl)
      changed()
      return vault.get(id)
    },

    'keys:check': async ({ id }) => {
      const key = vault.get(id)
      const report = await session.withKeyClient(key, (client) => {
        // The user asks for a fresh verdict: a block left by an earlier 401 must not answer for the service.
        client.scheduler.clearKeyBlock()
        return inspectKey(client, { now: ctx.now })
      })
      await record(id, report)
      changed()
      return report
    },

    'keys:rotate': async ({ oldId, newKey, label }) => {
      const old = vault.get(oldId)
      let verified: KeyInspection | null = null
      const rotated = await vault.rotate({
        oldId,
        newKey,
        ...(label !== undefined ? { label } : {}),
        verify: (secret) =>
          session.withSecretClient(old.serviceUrl, secret, async (client) => {
            verified = await inspectKey(client, { now: ctx.now })
            return verified.state === 'active'
          }),
      })
      // The verification was a full check: keep it, so the new key does not show as unchecked.
      if (verified) await record(rotated.key.id, verified)
      session.prefer(rotated.key.serviceUrl)
      changed()
      // The vault's notices (the old key could not be removed, say) reach the user with the result.
      return { key: vault.get(rotated.key.id), notices: rotated.notices }
    },
  }
}
