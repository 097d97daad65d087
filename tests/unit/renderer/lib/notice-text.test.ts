// A notice main gives (a session-only key forgotten, more keys than an account allows) was shown in English
// whatever the language; said by code, it is worded in the language shown (docs/i18n.md).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { accountLimitNotice } from '../../../../electron/core/key-vault/vault-inputs.ts'
import { checkKeyInput } from '../../../../electron/core/key-vault/check-key-input.ts'
import { noticeText } from '../../../../renderer/src/lib/notice-text.ts'
import { english, wordsIn } from '../../../support/words-in.ts'

const live = (n: number) =>
  Array.from({ length: n }, () => ({ serviceUrl: 'https://api.example', state: 'active' }) as never)

test('the account-limit notice in Polish and Arabic, with each language’s plural forms', () => {
  const notice = accountLimitNotice(live(6), 'https://api.example')
  assert.ok(notice)
  assert.match(
    noticeText(notice, english),
    /You now have 6 keys for this service, but the service allows only 5 active keys per account/,
  )
  assert.match(
    noticeText(notice, wordsIn('pl', 'pl-PL')),
    /Masz teraz 6 kluczy do tej usługi, ale usługa pozwala tylko na 5 aktywnych kluczy na konto/,
  )
  assert.match(
    noticeText(notice, wordsIn('ar', 'ar-EG')),
    /لديك الآن ٦ مفاتيح لهذه الخدمة، لكن الخدمة لا تسمح إلا بـ٥ مفاتيح نشطة لكل حساب/,
  )
})

test('a notice with no sentence by code, or a malformed one, shows its English words', () => {
  assert.equal(noticeText({ message: 'As it came.' }, wordsIn('de', 'de-DE')), 'As it came.')
  const forged = {
    message: 'As it came.',
    said: { id: 'keys.notice.orphans', values: { n: { html: 1 } } },
  } as never
  assert.equal(noticeText(forged, wordsIn('de', 'de-DE')), 'As it came.')
})

test('a key of an unexpected shape is warned of in the language shown, its prefix kept as it is', () => {
  const [prefix, length] = checkKeyInput('abc_123').warnings
  assert.ok(prefix && length)
  assert.match(
    noticeText(prefix, wordsIn('de', 'de-DE')),
    /^Schlüssel für diesen Dienst beginnen mit „\u2068bxk_\u2069“/,
  )
  assert.match(noticeText(length, wordsIn('pl', 'pl-PL')), /; ten ma 7\. /)
  assert.match(length.message, /; this one has 7\. Part of it may be missing/)
})
