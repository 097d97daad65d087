// A notice main gives (a session-only key forgotten, more keys than an account allows) was shown in English
// whatever the language; said by code, it is worded in the language shown (docs/i18n.md).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { accountLimitNotice } from '../../../../electron/core/key-vault/vault-inputs.ts'
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
