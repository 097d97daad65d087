// The keys slice in Polish and Arabic (docs/i18n.md): the keys out of step with the keychain counted in each
// plural form of the language, a key's state and its check's figures in the language and the region's digits.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  checkRateWords,
  presentKey,
  scopesLine,
} from '../../../../../../../renderer/src/entities/key/key-state.ts'
import { english, wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const LOCKED = {
  state: 'active',
  lastCheck: null,
  serviceUrl: 'http://x/v1/api',
  keychainLocked: true,
} as const
const RATE = { rateLimit: { limit: 60, remaining: 42, resetAt: 0 }, problem: null }

test('English keeps the words the Keys view said before', () => {
  assert.equal(english(presentKey(LOCKED).said), 'The keychain is locked: unlock it')
  assert.equal(checkRateWords(RATE, english), '42 of 60 requests left when checked')
  assert.deepEqual(
    [1, 3].map((n) => english('keys.orphans.title', { n })),
    ['1 key is in the keychain but not in your list', '3 keys are in the keychain but not in your list'],
  )
})

test('Polish counts the keys out of step with the keychain in its one, few and many forms', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('keys.orphans.title', { n })),
    [
      '0 kluczy jest w pęku kluczy, ale nie na liście',
      '1 klucz jest w pęku kluczy, ale nie na liście',
      '2 klucze są w pęku kluczy, ale nie na liście',
      '5 kluczy jest w pęku kluczy, ale nie na liście',
      '22 klucze są w pęku kluczy, ale nie na liście',
      '101 kluczy jest w pęku kluczy, ale nie na liście',
    ],
  )
  assert.equal(t(presentKey(LOCKED).said), 'Pęk kluczy jest zablokowany: odblokuj go')
  assert.equal(scopesLine([], true, t), 'Brak')
})

test('Arabic counts saved keys without their secret in its six forms, with Arabic digits in an Arabic region', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('keys.missing.title', { n })),
    [
      'لا مفاتيح محفوظة بلا سرّ في سلسلة المفاتيح',
      'مفتاح محفوظ واحد بلا سرّ في سلسلة المفاتيح',
      'مفتاحان محفوظان بلا سرّ في سلسلة المفاتيح',
      '٥ مفاتيح محفوظة بلا سرّ في سلسلة المفاتيح',
      '٢٢ مفتاحًا محفوظًا بلا سرّ في سلسلة المفاتيح',
      '١٠١ مفتاح محفوظ بلا سرّ في سلسلة المفاتيح',
    ],
  )
  assert.equal(checkRateWords(RATE, t), 'بقي ٤٢ من أصل ٦٠ من الطلبات عند الفحص')
  // Scopes are the API's names: kept in Latin letters whatever the language (docs/glossary.md).
  assert.equal(scopesLine(['read:public', 'read:me'], true, t), 'read:public, read:me')
})
