// A key alert as the desktop shows it: the alert's own words, its title in main's language, urgent only for a
// refused key.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { englishWords } from '../../../../electron/i18n/main-words.ts'
import { keyAlertNotice } from '../../../../electron/notifications/key-alert-notice.ts'
import {
  expiringAlert,
  failingAlert,
  refusedAlert,
} from '../../../../electron/core/request-log/key-alerts.ts'
import { ar } from '../../../../shared/i18n/catalogues/ar.ts'
import { de } from '../../../../shared/i18n/catalogues/de.ts'
import { pl } from '../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale } from '../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'
import type { KeyAlert } from '../../../../shared/ipc/request-log.ts'

const alert = (kind: KeyAlert['kind']): KeyAlert => ({
  kind,
  keyId: 'k',
  at: 0,
  title: `t-${kind}`,
  titleSaid: { id: 'key-alerts.refused-title', values: { label: { ltr: `t-${kind}` } } },
  body: `b-${kind}`,
  bodySaid: { id: 'key-alerts.refused-revoked' },
})

test('a refused key is urgent; failing, low headroom and a near expiry are not', () => {
  assert.deepEqual(keyAlertNotice(alert('refused'), englishWords), {
    title: '“\u2068t-refused\u2069” was refused',
    body: 'The service says this key was revoked. Add a new key in Keys.',
    urgency: 'critical',
  })
  for (const kind of ['failing', 'headroom', 'expiring'] as const)
    assert.equal(keyAlertNotice(alert(kind), englishWords).urgency, 'normal', kind)
})

test('the alert is worded in main’s language, the key’s label isolated; the English stays for logs', () => {
  const at = Date.UTC(2026, 11, 7, 12)
  const refused = refusedAlert({ id: 'k', label: 'Work', state: 'revoked' }, at)
  assert.equal(refused?.title, '“Work” was refused')
  assert.equal(refused?.body, 'The service says this key was revoked. Add a new key in Keys.')
  const german = makeTranslate(IntlMessageFormat, de, resolveLocale({ language: 'de', formats: 'de-DE' }, []))
  assert.deepEqual(keyAlertNotice(refused!, german), {
    title: '„\u2068Work\u2069“ wurde abgelehnt',
    body: 'Laut Dienst wurde dieser Schlüssel widerrufen. Fügen Sie unter „Schlüssel“ einen neuen hinzu.',
    urgency: 'critical',
  })
  const expiring = expiringAlert({ id: 'k', label: 'مفتاحي', expiresOn: '2026-12-09' }, at)
  assert.equal(expiring?.title, '“مفتاحي” expires in 2 days')
  const arabic = makeTranslate(IntlMessageFormat, ar, resolveLocale({ language: 'ar', formats: 'ar-EG' }, []))
  assert.equal(keyAlertNotice(expiring!, arabic).title, 'تنتهي صلاحية المفتاح «\u2068مفتاحي\u2069» بعد يومين')
})

test('a failing key’s counts take the language’s plural forms', () => {
  const settings = { enabled: true, errorSharePercent: 20, minutes: 5, headroomPercent: 10 }
  const failing = failingAlert('Work', 'k', { attempts: 22, failed: 5 }, settings, 0)
  assert.equal(
    failing?.body,
    '5 of its 22 requests in the last 5 minutes failed. The Developer page shows which.',
  )
  const polish = makeTranslate(IntlMessageFormat, pl, resolveLocale({ language: 'pl', formats: 'pl-PL' }, []))
  assert.equal(
    keyAlertNotice(failing!, polish).body,
    'Nie powiodło się 5 z 22 zapytań w ostatnich 5 minutach. Strona „Deweloper” pokazuje które.',
  )
  const oneMinute = failingAlert('Work', 'k', { attempts: 5, failed: 5 }, { ...settings, minutes: 1 }, 0)
  assert.match(
    keyAlertNotice(oneMinute!, polish).body,
    /^Nie powiodło się 5 z 5 zapytań w ostatniej minucie\./,
  )
})
