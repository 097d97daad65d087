// An unknown bridge id says what was searched (the catalogue on this computer, how much of the list it holds and
// how old it is) and what can still be asked, never "no bridge loaded so far" while the catalogue holds them all.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { CatalogueStatus } from '../../../../../shared/ipc/catalogue.ts'
import { setFormats } from '../../../../../shared/i18n/format.ts'
import { idNotFound } from '../../../../../renderer/src/features/profiles/id-not-found.ts'
import { english } from '../../../../support/words-in.ts'

// The counts are said in the region in force (docs/i18n.md): English here.
setFormats('en-US')

const status = (over: Partial<CatalogueStatus>): CatalogueStatus => ({
  service: 'http://127.0.0.1:1',
  state: 'complete',
  pause: null,
  rows: 2000,
  gone: 0,
  estimatedTotal: 2000,
  complete: true,
  completedAt: 0,
  ageMs: 0,
  etaMs: null,
  sharePercent: 25,
  refreshIntervalMs: 86_400_000,
  bytesOnDisk: 0,
  lastError: null,
  withheld: null,
  recovered: null,
  unavailable: null,
  text: '',
  said: { id: 'catalogue-status.off' },
  ...over,
})

test('a complete catalogue: the whole list was searched, with its age, and the service can list the newest', () => {
  const said = idNotFound(status({}), '3 minutes ago', english)
  assert.equal(
    said.problem,
    'None of the 2,000 bridges in the catalogue on this computer (the whole list, updated 3 minutes ago) has this id.',
  )
  assert.equal(said.askNewest, true)
})

test('a catalogue still reading: how much of the list was searched; reading the rest is the offer', () => {
  const said = idNotFound(status({ complete: false, state: 'building', rows: 1200 }), null, english)
  assert.equal(
    said.problem,
    'None of the 1,200 bridges the catalogue on this computer has read so far has this id.',
  )
  assert.equal(said.askNewest, false)
})

test('no catalogue: says so, and points at the link or the list', () => {
  const said = idNotFound(status({ state: 'off', complete: false, rows: 0 }), null, english)
  assert.match(said.problem, /^The service finds bridges by link or name, not by id, and the catalogue/)
  assert.equal(said.askNewest, true)
})
