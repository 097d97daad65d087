// The key alerts' settings in Polish and Arabic (docs/i18n.md): the rule's sentence around the fields the user
// types in, the percent sign where the language puts it, and the saved state.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { wordsIn } from '../../../../../../support/words-in.ts'

test('Polish words the failing rule around its two fields and says the alerts are on', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.equal(
    t('key-alerts.failing-rule', { share: '[25]', minutes: '[5]' }),
    'Zawodzi: co najmniej [25]% jego zapytań z ostatnich [5] minut nie powiodło się.',
  )
  assert.equal(t('key-alerts.saved-on'), 'Zapisano: alerty są włączone.')
})

test('Arabic words the running-low rule with the Arabic percent sign, and ends an alert’s title as a sentence', () => {
  const t = wordsIn('ar', 'ar-EG')
  assert.equal(
    t('key-alerts.low-rule', { share: '[10]' }),
    'يوشك على النفاد: بقي [10]٪ أو أقل من طلبات النافذة الزمنية.',
  )
  assert.equal(
    t('key-alerts.line-title', { title: t('key-alerts.refused-title', { label: 'Public' }) }),
    `${t('key-alerts.refused-title', { label: 'Public' })}.`,
  )
  assert.equal(t('key-alerts.saved-off'), 'حُفظ: التنبيهات معطّلة.')
})
