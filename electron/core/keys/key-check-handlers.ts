/** keys:test, keys:check, keys:rotate: every check of a key with the service, and what a check leaves stored. */
import { createHash } from 'node:crypto'
import type { InspectedKeyState, KeyInspection } from '../../../shared/ipc/keys.ts'
import type { KeyState } from '../../../shared/ipc/common.ts'
import type { ApiClient } from '../api/index.ts'
import { inspectKey, type InspectingClient } from '../inspector/inspect-key.ts'
import { checkKeyInput, KeyVaultError, newKeyId, type CheckInput } from '../key-vault/index.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

type CheckChannels = 'keys:test' | 'keys:check' | 'keys:rotate'

/** The check handlers, and the check a save takes over from the check before it. */
export interface KeyChecks {
  handlers: Pick<Implementations, CheckChannels>
  /**
   * The check of this (service, key) before saving, once: what the save stores with the key, and the id its
   * requests were sent under, which the key keeps.
   */
  takeTested(serviceUrl: string, key: string): { check: CheckInput; id: string } | undefined
}

/**
 * A check asks to find out what the key may do: its requests go out even for a scope the key was proven to lack
 * (README, "Missing scopes"), and its answer is what lets the key's other requests out again.
 */
function probing(client: ApiClient): InspectingClient {
  return {
    getMe: (o) => client.getMe({ ...o, probe: true }),
    getStats: (o) => client.getStats({ ...o, probe: true }),
    scheduler: client.scheduler,
  }
}

/** How many checks of not-yet-saved keys are kept for a following "Save" (only their hashes and reports). */
const TESTED_KEPT = 8

// Names a (service, key) pair without keeping the key: a check before saving is matched to its save by this.
const testedId = (serviceUrl: string, key: string): string =>
  createHash('sha256').update(`${serviceUrl.trim()}\n${key.trim()}`).digest('hex')

// What a check stores; null for states that say nothing about the key (unreachable, locked out, not the API).
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

// A keychain that is locked or does not answer says nothing of the key: it is there once the keychain is back, so
// the state last proven is kept (a stored "missing" would have every reader of it, the catalogue among them, call
// the key gone or refused). Only a keychain that answers without the key proves it missing.
const KEYCHAIN_SILENT: ReadonlySet<string | undefined> = new Set(['keychain_locked', 'keychain_unavailable'])
const storedState = (report: KeyInspection): KeyState | null =>
  report.state === 'missing' && KEYCHAIN_SILENT.has(report.problem?.code)
    ? null
    : Object.hasOwn(STORED_STATE, report.state)
      ? STORED_STATE[report.state]
      : null

/** Check handlers; `changed` tells the session and the renderer that the key list changed. */
export function keyCheckHandlers(ctx: CoreContext, changed: () => void): KeyChecks {
  const { vault, session } = ctx
  // Per core: the latest checks of keys not saved yet, so saving one after its check sends nothing more.
  const tested = new Map<string, { report: KeyInspection; keyId: string }>()

  async function record(id: string, report: KeyInspection): Promise<void> {
    await vault.recordCheck(id, report, report.state === 'active' ? report.scopes.granted : undefined)
    const state = storedState(report)
    if (state) await vault.markState(id, state)
  }

  const handlers: KeyChecks['handlers'] = {
    'keys:test': async ({ key, serviceUrl }) => {
      // A mistake in what was typed is named before anything is sent (the vault's own words).
      const input = checkKeyInput(key)
      if (input.error) throw new KeyVaultError('invalid_input', input.error.message)
      const id = testedId(serviceUrl, key)
      // A check of the same key again keeps the id its first check was given: all its requests are one key's.
      const keyId = tested.get(id)?.keyId ?? newKeyId()
      const report = await session.withSecretClient(serviceUrl, input.key, keyId, (client) =>
        inspectKey(probing(client), { now: ctx.now }),
      )
      tested.delete(id)
      tested.set(id, { report, keyId })
      for (const old of tested.keys()) if (tested.size > TESTED_KEPT) tested.delete(old)
      return report
    },

    'keys:check': async ({ id }) => {
      const key = vault.get(id)
      const report = await session.withKeyClient(key, (client) => {
        // The user asks for a fresh verdict: a block left by an earlier 401 must not answer for the service.
        client.scheduler.clearKeyBlock()
        return inspectKey(probing(client), { now: ctx.now })
      })
      await record(id, report)
      changed()
      return report
    },

    'keys:rotate': async ({ oldId, newKey, label }) => {
      const old = vault.get(oldId)
      let verified: KeyInspection | null = null
      const rotation = vault.rotate({
        oldId,
        newKey,
        ...(label !== undefined ? { label } : {}),
        verify: (secret, keyId) =>
          session.withSecretClient(old.serviceUrl, secret, keyId, async (client) => {
            verified = await inspectKey(probing(client), { now: ctx.now })
            return verified.state === 'active'
          }),
      })
      // The new key was saved for its check (under its own id) and is taken out again when refused: the list the
      // renderer last heard of (a state its check recorded) must not keep it.
      const rotated = await rotation.catch((error: unknown) => {
        changed()
        throw error
      })
      // The verification was a full check: keep it, so the new key does not show as unchecked.
      if (verified) await record(rotated.key.id, verified)
      session.prefer(rotated.key.serviceUrl)
      changed()
      // The vault's notices (the old key could not be removed, say) reach the user with the result.
      return { key: vault.get(rotated.key.id), notices: rotated.notices }
    },
  }

  return {
    handlers,
    takeTested(serviceUrl, key) {
      const id = testedId(serviceUrl, key)
      const found = tested.get(id)
      tested.delete(id)
      if (found === undefined) return undefined
      const { report, keyId } = found
      const scopes = report.state === 'active' ? { scopes: report.scopes.granted } : {}
      return { check: { result: report, state: storedState(report), ...scopes }, id: keyId }
    },
  }
}
