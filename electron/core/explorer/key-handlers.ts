/** keys:* channels: the vault for storage, the inspector for checks, and the session for which key is in use. */
import { createHash } from 'node:crypto'
import type { InspectedKeyState, KeyInspection, KeyState } from '../../../shared/ipc/dto.ts'
import { inspectKey } from '../inspector/inspect-key.ts'
import { checkKeyInput, KeyVaultError } from '../key-vault/index.ts'
import type { CoreContext, Implementations } from './types.ts'

type KeyChannels =
  | 'keys:list'
  | 'keys:test'
  | 'keys:add'
  | 'keys:update'
  | 'keys:remove'
  | 'keys:set-active'
  | 'keys:check'
  | 'keys:rotate'

/** How many checks of not-yet-saved keys are kept for a following "Save" (only their hashes and reports). */
const TESTED_KEPT = 8

// Names a (service, key) pair without keeping the key: a check before saving is matched to its save by this.
const testedId = (serviceUrl: string, key: string): string =>
  createHash('sha256').update(`${serviceUrl.trim()}\n${key.trim()}`).digest('hex')

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
  // Per core: the latest checks of keys not saved yet, so saving one after its check sends nothing more.
  const tested = new Map<string, KeyInspection>()
  const changed = (): void => {
    session.sync()
    hub.emit('keys:did-change', vault.list())
  }

  const storedState = (report: KeyInspection): KeyState | null =>
    Object.hasOwn(STORED_STATE, report.state) ? STORED_STATE[report.state] : null

  async function record(id: string, report: KeyInspection): Promise<void> {
    await vault.recordCheck(id, report, report.state === 'active' ? report.scopes.granted : undefined)
    const state = storedState(report)
    if (state) await vault.markState(id, state)
  }

  return {
    'keys:list': async () => vault.list(),

    'keys:test': async ({ key, serviceUrl }) => {
      // A mistake in what was typed is named before anything is sent (the vault's own words).
      const input = checkKeyInput(key)
      if (input.error) throw new KeyVaultError('invalid_input', input.error.message)
      const report = await session.withSecretClient(serviceUrl, input.key, (client) =>
        inspectKey(client, { now: ctx.now }),
      )
      const id = testedId(serviceUrl, key)
      tested.delete(id)
      tested.set(id, report)
      for (const old of tested.keys()) if (tested.size > TESTED_KEPT) tested.delete(old)
      return report
    },

    'keys:add': async ({ key, label, serviceUrl }) => {
      const check = checkKeyInput(key)
      const before = session.target()
      // Saved after its check (or "Save anyway" after a failed one): the key is stored with what the check found.
      const id = testedId(serviceUrl, key)
      const report = tested.get(id)
      tested.delete(id)
      const checked =
        report === undefined
          ? {}
          : {
              check: {
                result: report,
                state: storedState(report),
                ...(report.state === 'active' ? { scopes: report.scopes.granted } : {}),
              },
            }
      const added = await vault.add({
        key,
        serviceUrl,
        ...(label !== undefined ? { label } : {}),
        ...checked,
      })
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

    'keys:update': async ({ id, label, serviceUrl }) => {
      const before = vault.get(id)
      const updated = await vault.update(id, {
        ...(label !== undefined ? { label } : {}),
        ...(serviceUrl !== undefined ? { serviceUrl } : {}),
      })
      // A key moved to another service is a new target: the session drops the old client and its answers.
      if (updated.serviceUrl !== before.serviceUrl && before.active) session.prefer(updated.serviceUrl)
      changed()
      return updated
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
