// The Lookup slice in Polish and Arabic (docs/i18n.md): what Lookup says of an unknown id in each plural form of
// the language, and names and links inside Arabic sentences isolated so they keep their own direction.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { idNotFound } from '../../../../../../../renderer/src/features/profiles/id-not-found.ts'
import { parseLookup } from '../../../../../../../renderer/src/features/profiles/parse-lookup.ts'
import type { CatalogueStatus } from '../../../../../../../shared/ipc/catalogue.ts'
import { isolate } from '../../../../../../../shared/i18n/translate.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]

const building = (rows: number): CatalogueStatus =>
  ({ service: 'http://127.0.0.1:1', state: 'building', complete: false, rows }) as CatalogueStatus

test('Polish says how many bridges were searched in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.equal(
    idNotFound(building(22), null, t).problem,
    'Żaden z 22 mostów odczytanych dotąd przez katalog na tym komputerze nie ma tego identyfikatora.',
  )
  assert.deepEqual(
    COUNTS.map((n) => t('lookup.passes', { n })),
    ['0 przejść', '1 przejście', '2 przejścia', '5 przejść', '22 przejścia', '101 przejść'],
  )
})

test('Arabic counts in its six forms, Arabic digits in an Arabic region, and isolates names and links', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('lookup.still-to-read', { n })),
    [
      'لم يبقَ جسر للقراءة.',
      'بقي جسر واحد للقراءة.',
      'بقي جسران للقراءة.',
      'بقيت ٥ جسور للقراءة.',
      'بقي ٢٢ جسرًا للقراءة.',
      'بقي ١٠١ جسر للقراءة.',
    ],
  )
  assert.equal(
    t('lookup.no-such-name', { name: isolate('no_such_person.') }),
    'لا يوجد مستخدم ولا جسر باسم «\u2068no_such_person.\u2069». تحقّق من الإملاء، أو الصق الرابط كاملًا.',
  )
  const refused = parseLookup('ftp://example.org/x')
  assert.equal(refused.ok, false)
  if (!refused.ok)
    assert.equal(
      t(refused.message, { scheme: isolate('bridge-explorer://') }),
      'يمكن البحث عن روابط الويب وروابط \u2068bridge-explorer://\u2069 فقط.',
    )
})
