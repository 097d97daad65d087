/** keys:* channels: the vault for storage, the checks for what the service says, the session for the key in use. */
import { checkKeyInput } from '../key-vault/index.ts'
import { keyCheckHandlers } from './key-check-handlers.ts'
import { scopeHandlers } from './scope-holders.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

type KeyChannels =
  | 'keys:list'
  | 'keys:test'
  | 'keys:add'
  | 'keys:update'
  | 'keys:remove'
  | 'keys:set-active'
  | 'keys:check'
  | 'keys:rotate'
  | 'keys:with-scope'

/** Handlers of the key manager's channels. */
export function keyHandlers(ctx: CoreContext): Pick<Implementations, KeyChannels> {
  const { vault, session, hub } = ctx
  const changed = (): void => {
    session.sync()
    hub.emit('keys:did-change', vault.list())
  }
  const checks = keyCheckHandlers(ctx, changed)

  return {
    ...checks.handlers,
    ...scopeHandlers(ctx),

    // The keychain is asked first: a locked one is said at once, before any check or request reads a key.
    'keys:list': async () => {
      await vault.learnKeychainLock()
      return vault.list()
    },

    'keys:add': async ({ key, label, serviceUrl }) => {
      const input = checkKeyInput(key)
      const before = session.target()
      // Saved after its check (or "Save anyway" after a failed one): the key is stored with what the check found.
      const tested = checks.takeTested(serviceUrl, key)
      const added = await vault.add({
        key,
        serviceUrl,
        ...(label !== undefined ? { label } : {}),
        ...(tested !== undefined ? { check: tested.check, id: tested.id } : {}),
      })
      // A first key leaves demo mode at once; with a key already in use, adding one does not switch services.
      if (added.key.active && before?.mode !== 'configured') session.prefer(added.key.serviceUrl)
      changed()
      const warningCodes = new Set<string>(input.warnings.map((w) => w.code))
      return {
        key: added.key,
        warnings: input.warnings.map((w) => w.message),
        warningsSaid: input.warnings.map((w) => w.said),
        notices: added.notices.filter((n) => !warningCodes.has(n.code)),
      }
    },

    'keys:update': async ({ id, label, serviceUrl, expiresOn }) => {
      const before = vault.get(id)
      const updated = await vault.update(id, {
        ...(label !== undefined ? { label } : {}),
        ...(serviceUrl !== undefined ? { serviceUrl } : {}),
        ...(expiresOn !== undefined ? { expiresOn } : {}),
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
  }
}
