// The renderer's clock: a time the app recorded is never shown as in the future, whatever the last tick read.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { recordedAsOf } from '../../../../renderer/src/lib/clock.ts'
import { statusWords } from '../../../../renderer/src/entities/catalogue/catalogue-age.ts'
import type { CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { englishWords } from '../../../../electron/i18n/main-words.ts'

const NOW = 1_900_000_000_000

test('a record made after the last tick reads as made now, an older one as it is', () => {
  assert.equal(recordedAsOf(NOW + 17_000, NOW), NOW)
  assert.equal(recordedAsOf(NOW - 60_000, NOW), NOW - 60_000)
})

test('a catalogue completed after the clock last ticked says "updated just now", never "in 17 seconds"', () => {
  const status = {
    service: 'demo',
    state: 'complete',
    pause: null,
    rows: 2000,
    gone: 0,
    complete: true,
    completedAt: NOW + 17_000,
    withheld: null,
  } as unknown as CatalogueStatus
  assert.equal(statusWords(status, NOW, englishWords), 'Catalogue: all 2,000 bridges, updated just now.')
  assert.equal(
    statusWords(status, NOW + 17_000 + 180_000, englishWords),
    'Catalogue: all 2,000 bridges, updated 3 minutes ago.',
  )
})
