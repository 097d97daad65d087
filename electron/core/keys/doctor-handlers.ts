/**
 * keys:doctor, keys:add-session-only, keys:save-session-key, keys:restore-secret: the keychain doctor and its
 * repairs (no secret goes back).
 */
import { diagnoseKeychain, saveTestFound } from './doctor.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

type DoctorChannels =
  'keys:doctor' | 'keys:add-session-only' | 'keys:save-session-key' | 'keys:restore-secret'

/** Handlers of the keychain doctor: what the keychain says, a key for this session only, a lost secret put back. */
export function doctorHandlers(ctx: CoreContext): Pick<Implementations, DoctorChannels> {
  const { vault, session, hub } = ctx
  // What the last save test found: later looks (after a key change) say it again rather than "not tried".
  let earlierWrite: string | null = null
  return {
    // The test write only when the user asked for it (Check again): it may open an unlock prompt.
    'keys:doctor': async (request) => {
      const write = request?.write === true
      const report = await diagnoseKeychain({
        rescan: () => vault.rescan(),
        ...(write ? { probeWrite: () => vault.probeWrite() } : {}),
        earlierWrite: () => earlierWrite,
        now: ctx.now,
      })
      if (write) earlierWrite = saveTestFound(report)
      return report
    },

    // The user asked for it because no keychain works: it becomes the key in use at once, for its service.
    'keys:add-session-only': async ({ key, label, serviceUrl }) => {
      const added = await vault.add({
        key,
        serviceUrl,
        sessionOnly: true,
        ...(label !== undefined ? { label } : {}),
      })
      session.prefer(added.key.serviceUrl)
      session.sync()
      hub.emit('keys:did-change', vault.list())
      return added.key
    },

    // The keychain works again: the key the user is working with is kept for good, without typing it again.
    'keys:save-session-key': async ({ id }) => {
      const saved = await vault.saveSessionKey(id)
      hub.emit('keys:did-change', vault.list())
      return saved
    },

    'keys:restore-secret': async ({ id, key }) => {
      const restored = await vault.restoreSecret(id, key)
      hub.emit('keys:did-change', vault.list())
      return restored
    },
  }
}
