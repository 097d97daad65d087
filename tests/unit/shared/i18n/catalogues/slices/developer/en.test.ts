// The Developer page's slice in Polish and Arabic (docs/i18n.md): the sunset badge's name with the endpoint kept
// left to right inside it, the views that use an endpoint as the language lists them, and a notice's sentence.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { viewsOf } from '../../../../../../../renderer/src/features/developer/deprecation-radar.ts'
import { formatList, relativeDays } from '../../../../../../../shared/i18n/format.ts'
import { isolate } from '../../../../../../../shared/i18n/translate.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

test('Polish names the pages that use an endpoint in its own list, and a sunset that has passed in the past tense', () => {
  const t = wordsIn('pl', 'pl-PL')
  const views = formatList(
    viewsOf('/bridges').map((id) => t(id)),
    'unit',
    'pl-PL',
  )
  assert.equal(views, 'Mosty i Eksport')
  assert.equal(
    t('developer.sunset.label-used', {
      path: '/bridges',
      when: relativeDays(-3, 'pl-PL', 'pl'),
      past: 'yes',
      views,
    }),
    '/bridges przestał działać 3 dni temu; używany przez: Mosty i Eksport. Otwórz widok Deweloper.',
  )
  assert.equal(t('developer.notice.end-when', { notice: 'X', when: 'za 30 dni' }), 'X (za 30 dni).')
})

test('Arabic keeps the endpoint isolated left to right inside the badge’s right-to-left sentence', () => {
  const t = wordsIn('ar', 'ar-EG')
  const label = t('developer.sunset.label', {
    path: isolate('/profiles/{username}'),
    when: relativeDays(30, 'ar-EG', 'ar'),
    past: 'no',
  })
  assert.equal(label, 'تتوقف \u2068/profiles/{username}\u2069 عن العمل خلال ٣٠ يومًا. افتح شاشة المطوّر.')
  assert.equal(
    formatList(
      viewsOf('/me').map((id) => t(id)),
      'unit',
      'ar-EG',
    ),
    `${t('page.me')} و${t('developer.view.key-check')}`,
  )
})
