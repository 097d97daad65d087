/**
 * The catalogue as the composition root owns it: its own file (catalogue.sqlite) in the user-data folder, so
 * damage to one file never costs the other (README, "The catalogue"); filed per service under the same stable
 * name the history uses (historyUrlOf), so the demo's catalogue survives the demo's new port at each start. The
 * demo signs its cursors with a secret made at each start: a walk begun before a restart starts afresh (the walk
 * treats a refused cursor as a restart, never as duplicates).
 */
import { accessOf, type CatalogueAccess } from '../catalogue/catalogue-access.ts'
import type { Notice } from '../../../shared/ipc/common.ts'
import { recoveredMessage } from '../catalogue/catalogue-file.ts'
import { createCatalogue } from '../catalogue/catalogue.ts'
import type { Catalogue } from '../catalogue/catalogue-types.ts'
import type { CatalogueRows } from '../export/catalogue-listing.ts'
import type { HistoryStore } from '../history/history-types.ts'
import type { KeyVault } from '../key-vault/index.ts'
import type { CatalogueSettingsStore } from '../preferences/catalogue-preferences.ts'
import type { EventHub } from '../session/event-hub.ts'
import type { Session } from '../session/session.ts'
import { historyUrlOf } from '../session/session-target.ts'
import { scopeCell } from '../usage/scope-matrix.ts'
import { readAnswers } from '../usage/usage-read.ts'
import type { UsageHook } from '../usage/usage-hook.ts'
import type { SchedulerClock } from '../api/clock.ts'

/** The running catalogue, the session it follows, and what an export reads from it. */
export interface CatalogueWiring {
  catalogue: Catalogue
  /** The session with sync() also moving the catalogue to the new target. */
  session: Session
  /** The catalogue's rows for an export from it (export/catalogue-listing.ts). */
  exportRows: CatalogueRows
  /** What the user hears at start: a damaged file set aside (README.md, "The catalogue"), as history's is told. */
  notices: Notice[]
}

/** What the catalogue is wired to. */
export interface CatalogueWiringDeps {
  userDataDir: string
  session: Session
  hub: EventHub
  now: () => number
  /** The core's clock when the host gave one: the walk's waits fall due by it (a test clock). */
  clock?: SchedulerClock | undefined
  onBackgroundError: (where: string, error: unknown) => void
  /** The saved keys' states and checks, for whether the key in use may read public data. */
  vault: Pick<KeyVault, 'list'>
  /** The usage matrix's stored answers live in the history file. */
  history: Pick<HistoryStore, 'database'>
  /** Key usage: the walk's requests are counted as the catalogue's (absent in tests that do not look at usage). */
  usage?: Pick<UsageHook, 'tag'>
  /** The catalogue's settings, kept with main's preferences (absent: in memory, as in tests). */
  settings?: CatalogueSettingsStore
}

/**
 * Whether the key in use may read public data, from what the app already knows: its scheduler's block after a
 * 401, its saved state, and `read:public` as the usage matrix judges it from the key's check and the service's
 * answers (one rule for both, usage/scope-matrix.ts).
 */
function accessOfTarget(o: CatalogueWiringDeps): CatalogueAccess {
  const t = o.session.target()
  if (!t) return { may: 'yes' }
  let blocked = null
  try {
    blocked = o.session.client(t).scheduler.keyBlockedError()
  } catch {
    // No client for the target yet (before the first sync): nothing was refused with it either.
  }
  const key = t.mode === 'configured' ? (o.vault.list().find((k) => k.id === t.keyId) ?? null) : null
  const answers = () => readAnswers(o.history.database(), { serviceUrl: historyUrlOf(t), keyId: t.keyId })
  return accessOf({
    demo: t.mode === 'demo',
    blocked,
    keyState: key?.state ?? null,
    publicScope: key ? scopeCell(key, answers(), 'read:public').verdict : 'unknown',
  })
}

/** Opens the catalogue of the session's current service and starts its walk. */
export function wireCatalogue(o: CatalogueWiringDeps): CatalogueWiring {
  const { session, hub } = o
  const usage = o.usage
  const catalogue = createCatalogue({
    access: () => accessOfTarget(o),
    // Counted as the catalogue's in key usage, not as "other" (the walk runs outside any channel's call).
    ...(usage ? { tagRequest: <T>(fn: () => T): T => usage.tag('catalogue', fn) } : {}),
    userDataDir: o.userDataDir,
    ...(o.settings ? { settings: o.settings } : {}),
    now: o.now,
    clock: o.clock,
    target: () => {
      const t = session.target()
      return t && { service: historyUrlOf(t), keyId: t.keyId, client: () => session.client(t) }
    },
    // The same health the top bar shows: the status line never promises a time while the service is not answering.
    serviceDown: () => session.health()?.state === 'down',
    onChange: (status) => hub.emit('catalogue:did-change', status),
    onBackgroundError: o.onBackgroundError,
  })
  // A key added, replaced or checked again may read what a refused one could not: a paused walk goes on.
  hub.on('keys:did-change', () => catalogue.resume())
  hub.on('service:did-change', () => catalogue.serviceHealthChanged())
  const followed: Session = {
    ...session,
    sync() {
      session.sync()
      catalogue.sync()
    },
  }
  const recovered = catalogue.status().recovered
  return {
    catalogue,
    session: followed,
    notices: recovered ? [{ code: 'catalogue_recovered', message: recoveredMessage(recovered.movedTo) }] : [],
    exportRows: {
      page(filters, after, limit) {
        return catalogue.read((c) => c.reader.listedAfter(c.service, filters, after, limit), {
          rows: [],
          next: null,
        })
      },
      label() {
        // The key's refusal, before any file is chosen, when the catalogue does not answer it.
        catalogue.readable()
        const s = catalogue.status()
        return {
          complete: s.complete,
          completedAt: s.completedAt,
          held: s.rows,
          estimatedTotal: s.estimatedTotal,
        }
      },
    },
  }
}
