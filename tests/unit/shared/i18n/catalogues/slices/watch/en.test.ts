// The watch slice in Polish and Arabic (docs/i18n.md): each plural form of the language, numbers in the region's
// digits, and the item names inside the sentence kept as they are.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setFormats } from '../../../../../../../shared/i18n/format.ts'
import { changeWords, planWords } from '../../../../../../../renderer/src/features/watch/watch-words.ts'
import type { WatchItem } from '../../../../../../../shared/ipc/watch.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]

const item = (over: Partial<WatchItem>): WatchItem => ({
  kind: 'profile',
  id: 'alice',
  label: 'Alice',
  pinnedAt: 0,
  latest: { at: 1, passes: 10, gone: false },
  passesDelta: 0,
  newBridges: [],
  gone: false,
  ...over,
})

test('Polish says the passes gained in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('watch.change.passes-up', { n })),
    ['+0 przejść', '+1 przejście', '+2 przejścia', '+5 przejść', '+22 przejścia', '+101 przejść'],
  )
  assert.equal(
    planWords({ requests: 2, remaining: 1234, items: 7, sharePercent: 25 }, t),
    'Odświeżenie zużyje 2 zapytania z 1234 pozostałych (najwyżej 25%); 5 elementów czeka na następne odświeżenie.',
  )
})

test('Arabic takes its six forms, Arabic digits in an Arabic region, and names bridges in its own list', () => {
  const t = wordsIn('ar', 'ar-EG')
  setFormats('ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('watch.change.new-bridges', { n, names: 'x' })),
    [
      'لا جسور جديدة: x',
      'جسر جديد: x',
      'جسران جديدان: x',
      '٥ جسور جديدة: x',
      '٢٢ جسرًا جديدًا: x',
      '١٠١ جسر جديد: x',
    ],
  )
  assert.equal(
    changeWords(item({ passesDelta: 3, newBridges: ['solar-roofs', 'wind'] }), t),
    `+٣ عبورات؛ جسران جديدان: ${new Intl.ListFormat('ar-EG', { type: 'unit' }).format(['solar-roofs', 'wind'])}`,
  )
  setFormats(undefined)
})
