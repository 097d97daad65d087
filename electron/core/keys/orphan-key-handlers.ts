/** keys:orphans, keys:adopt-orphan, keys:remove-orphan: keychain entries no saved key points at (hints only). */
import type { CoreContext, Implementations } from '../session/types.ts'

type OrphanChannels = 'keys:orphans' | 'keys:adopt-orphan' | 'keys:remove-orphan'

/** Handlers that list, adopt and delete the keychain entries the key list lost; no secret crosses IPC. */
export function orphanKeyHandlers(ctx: CoreContext): Pick<Implementations, OrphanChannels> {
  const { vault, session, hub } = ctx
  return {
    'keys:orphans': async () => vault.orphans(),

    'keys:adopt-orphan': async ({ id, serviceUrl, label }) => {
      const before = session.target()
      const adopted = await vault.adopt(id, { serviceUrl, ...(label !== undefined ? { label } : {}) })
      // Like adding a key: a first key leaves demo mode at once, one more does not switch services.
      if (adopted.key.active && before?.mode !== 'configured') session.prefer(adopted.key.serviceUrl)
      session.sync()
      hub.emit('keys:did-change', vault.list())
      return adopted.key
    },

    'keys:remove-orphan': async ({ id }) => {
      await vault.removeOrphan(id)
      return { removed: true }
    },
  }
}
