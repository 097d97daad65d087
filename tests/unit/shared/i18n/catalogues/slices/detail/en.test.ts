// The bridge page's slice in Polish and Arabic (docs/i18n.md): its facts' names, and the domain or URL inside a
// sentence kept whole and left to right (isolated) in Arabic.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isolate } from '../../../../../../../shared/i18n/translate.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

test('Polish names the facts of a bridge in the glossary’s words', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    [
      t('detail.title'),
      t('detail.passes'),
      t('detail.suggested-by'),
      t('detail.open-domain', { domain: 'a.org' }),
    ],
    ['Most', 'Przejścia', 'Autor(ka) propozycji', 'Otwórz a.org'],
  )
})

test('Arabic asks before opening a URL, the URL isolated inside the question', () => {
  const t = wordsIn('ar', 'ar-EG')
  const url = 'https://example.org'
  const title = t('detail.open-title', { url: isolate(url) })
  assert.equal(title, `أتريد فتح \u2068${url}\u2069 في متصفحك؟`)
  assert.equal(t('detail.passes'), 'العبور')
})
