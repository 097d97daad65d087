import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Route } from '../../../../renderer/src/lib/route.ts'
import { IntlMessageFormat } from 'intl-messageformat'
import { SECTIONS, backLabel as backLabelIn, sectionOf } from '../../../../renderer/src/app/pages.ts'
import { en } from '../../../../shared/i18n/catalogues/en.ts'
import { resolveLocale } from '../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'

const t = makeTranslate(IntlMessageFormat, en, resolveLocale({ language: 'en', formats: 'en-GB' }, []))
const backLabel = (route: Route): string => backLabelIn(route, t)

const bridge: Route = { name: 'bridge', slug: 'solar-roofs' }
const profile: Route = { name: 'profile', username: 'alice' }

test('a bridge or a profile stays in the section it was opened in', () => {
  assert.equal(sectionOf(profile, 'bridges'), 'bridges')
  assert.equal(sectionOf(bridge, 'watch'), 'watch')
  assert.equal(sectionOf(bridge, 'lookup'), 'lookup')
  assert.equal(sectionOf(profile, 'developer'), 'developer')
})

test('opened directly, or from something that is not a section, a page is in the section that owns it', () => {
  assert.equal(sectionOf(bridge, null), 'bridges')
  assert.equal(sectionOf(profile, null), 'lookup')
  assert.equal(sectionOf(profile, 'profile'), 'lookup')
  assert.equal(sectionOf({ name: 'views' }, null), 'bridges')
  assert.equal(sectionOf({ name: 'usage' }, null), 'developer')
})

test('a section’s own pages ignore where they were opened from', () => {
  for (const s of SECTIONS) {
    for (const from of [null, 'bridges', 'lookup'] as const)
      assert.equal(sectionOf(s.route, from), s.route.name)
  }
  assert.equal(sectionOf({ name: 'stats' }, 'bridges'), 'stats')
})

test('a link back names where it leads: a section by its label, a bridge by its slug in words, a profile by name', () => {
  assert.equal(backLabel({ name: 'lookup' }), 'Lookup')
  assert.equal(backLabel({ name: 'bridges', q: 'bikes', category: 'transport' }), 'Bridges')
  assert.equal(backLabel({ name: 'watch' }), 'Watch list')
  assert.equal(backLabel({ name: 'views' }), 'Saved views')
  assert.equal(backLabel({ name: 'usage' }), 'Key usage')
  assert.equal(backLabel(bridge), 'Solar roofs')
  assert.equal(backLabel(profile), 'alice')
  assert.equal(backLabel({ name: 'not-found', path: '/x' }), 'Back')
  const long = backLabel({
    name: 'bridge',
    slug: 'weekend-short-vacant-shop-leases-at-every-district-of-the-old-town',
  })
  assert.equal(long, 'Weekend short vacant shop leases at eve…')
  assert.ok(long.length <= 40)
})
