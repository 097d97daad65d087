/**
 * The catalogue as the composition root owns it: its own file (catalogue.sqlite) in the user-data folder, so
 * damage to one file never costs the other (README, "The catalogue"); filed per service under the same stable
 * name the history uses (historyUrlOf), so the demo's catalogue survives the demo's new port at each start. The
 * demo signs its cursors with a secret made at each start: a walk begun before a restart starts afresh (the walk
 * treats a refused cursor as a restart, never as duplicates).
 */
import { createCatalogue, type Catalogue } from '../catalogue/catalogue.ts'
import { catalogueHandlers } from '../catalogue/catalogue-handlers.ts'
import type { EventHub } from '../session/event-hub.ts'
import type { Session } from '../session/session.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { Implementations } from '../session/types.ts'

/** The running catalogue, the session it follows, and its handlers. */
export interface CatalogueWiring {
  catalogue: Catalogue
  /** The session with sync() also moving the catalogue to the new target. */
  session: Session
  /** The catalogue's channels, plus the data channels that also keep what they read (detail, profile). */
  handlers(api: Pick<Implementations, 'bridges:get' | 'profiles:get'>): Pick<Implementations, WiredChannels>
}

type WiredChannels = keyof ReturnType<typeof catalogueHandlers> | 'bridges:get' | 'profiles:get'

/** Opens the catalogue of the session's current service and starts its walk. */
export function wireCatalogue(o: {
  userDataDir: string
  session: Session
  hub: EventHub
  now: () => number
  onBackgroundError: (where: string, error: unknown) => void
}): CatalogueWiring {
  const { session, hub } = o
  const catalogue = createCatalogue({
    userDataDir: o.userDataDir,
    now: o.now,
    target: () => {
      const t = session.target()
      return t && { service: historyUrlOf(t), keyId: t.keyId, client: () => session.client(t) }
    },
    onChange: (status) => hub.emit('catalogue:did-change', status),
    onBackgroundError: o.onBackgroundError,
  })
  // A key added, replaced or checked again may read what a refused one could not: a paused walk goes on.
  hub.on('keys:did-change', () => catalogue.resume())
  const followed: Session = {
    ...session,
    sync() {
      session.sync()
      catalogue.sync()
    },
  }
  const serviceNow = (): string | null => {
    const t = session.target()
    return t && historyUrlOf(t)
  }
  return {
    catalogue,
    session: followed,
    handlers: (api) => ({
      ...catalogueHandlers(catalogue),
      'bridges:get': async (r) => {
        const service = serviceNow()
        const detail = await api['bridges:get'](r)
        if (service !== null) catalogue.noteDetail(service, detail.value)
        return detail
      },
      'profiles:get': async (r) => {
        const service = serviceNow()
        const profile = await api['profiles:get'](r)
        if (service !== null) catalogue.noteProfile(service, profile.value)
        return profile
      },
    }),
  }
}
