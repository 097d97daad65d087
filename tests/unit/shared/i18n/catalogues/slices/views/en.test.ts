// The saved views slice in Polish and Arabic (docs/i18n.md): a view's description and an import's summary in the
// language's plural forms and quotation marks, names kept as they were typed.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  describeView,
  importSummaryText,
} from '../../../../../../../renderer/src/features/saved-views/view-words.ts'
import { setFormats } from '../../../../../../../shared/i18n/format.ts'
import type { BridgeView } from '../../../../../../../shared/views/saved-view.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const TABLE: BridgeView = {
  q: 'solar',
  category: 'energy',
  display: 'table',
  table: { order: [], hidden: ['score', 'id'], widths: {}, sort: [{ column: 'passes', desc: true }] },
}

test('Polish describes a view and counts views in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  setFormats('pl-PL')
  assert.equal(
    describeView(TABLE, t),
    'Tabela · Energy · wyszukiwanie „solar” · według: przejścia, malejąco · 2 ukryte kolumny',
  )
  assert.deepEqual(
    COUNTS.map((n) => t('views.import.added', { n, names: '„A”' })),
    [
      'Dodano 0 widoków: „A”.',
      'Dodano 1 widok: „A”.',
      'Dodano 2 widoki: „A”.',
      'Dodano 5 widoków: „A”.',
      'Dodano 22 widoki: „A”.',
      'Dodano 101 widoków: „A”.',
    ],
  )
  setFormats(undefined)
})

test('Arabic says an import in its six forms and its own quotation marks, around names as typed', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('views.describe.hidden', { n })),
    ['لا أعمدة مخفية', 'عمود واحد مخفي', 'عمودان مخفيان', '٥ أعمدة مخفية', '٢٢ عمودًا مخفيًا', '١٠١ عمود مخفي'],
  )
  setFormats('ar-EG')
  assert.deepEqual(
    importSummaryText(
      { added: ['Solar'], renamed: [{ from: 'B', to: 'B (2)' }], duplicates: [], skipped: [] },
      t,
    ),
    ['أُضيف عرض واحد: «Solar».', '«B» اسم عرض محفوظ آخر، لذا أُضيف باسم «B (2)».'],
  )
  setFormats(undefined)
})
