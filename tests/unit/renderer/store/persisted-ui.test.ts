// What the UI store keeps of the data read back from localStorage, which anyone (or an older version) may have
// written: only a known theme and well-formed recent lookups survive.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { FIRST_TABLE_LAYOUT } from '../../../../renderer/src/store/bridges-layout-slice.ts'
import { mergePersistedUi } from '../../../../renderer/src/store/persisted-ui.ts'

const firstLayout = { display: 'list' as const, table: FIRST_TABLE_LAYOUT }
const current = {
  theme: 'system' as const,
  recentLookups: [{ label: 'in memory', href: '#/profiles/mem' }],
  bridgesLayout: firstLayout,
  other: 'kept',
}

test('a known theme and valid lookups come back; the rest of the state is untouched', () => {
  const merged = mergePersistedUi(
    { theme: 'dark', recentLookups: [{ label: 'Zoë', href: '#/profiles/zoe' }] },
    current,
  )
  assert.deepEqual(merged, {
    theme: 'dark',
    recentLookups: [{ label: 'Zoë', href: '#/profiles/zoe' }],
    bridgesLayout: firstLayout,
    other: 'kept',
  })
})

test('anything that is not an object leaves the defaults, and never throws', () => {
  for (const persisted of [null, undefined, 'dark', 42, true, []]) {
    const merged = mergePersistedUi(persisted, current)
    assert.equal(merged.theme, 'system', `persisted ${JSON.stringify(persisted)}`)
    assert.deepEqual(merged.recentLookups, [])
    assert.equal(merged.other, 'kept')
  }
})

test('an unknown or hostile theme keeps the current one', () => {
  for (const theme of ['Dark', ' dark', 'solarized', '', '__proto__', 'constructor', ['dark'], { dark: 1 }]) {
    assert.equal(mergePersistedUi({ theme }, current).theme, 'system', `theme ${JSON.stringify(theme)}`)
  }
})

test('lookups that could navigate anywhere but inside the app are dropped, and the list stays bounded', () => {
  const merged = mergePersistedUi(
    {
      theme: 'light',
      recentLookups: [
        { label: 'x', href: 'javascript:alert(1)' },
        { label: 'y', href: 'https://evil.example/#/profiles/a' },
        { label: 'ok', href: '#/bridges/ok' },
        { label: 7, href: '#/bridges/seven' },
        'not an object',
        ...Array.from({ length: 20 }, (_, i) => ({ label: `b${i}`, href: `#/bridges/b${i}` })),
      ],
    },
    current,
  )
  assert.equal(merged.theme, 'light')
  assert.equal(merged.recentLookups[0]?.href, '#/bridges/ok')
  assert.ok(merged.recentLookups.every((e) => e.href.startsWith('#/')))
  assert.equal(merged.recentLookups.length, 10)
})

test('the bridges layout as last shown comes back sanitized; none stored keeps the first layout', () => {
  const stored = {
    display: 'table',
    table: { order: ['passes', 'title', 'Bad Id'], hidden: ['score'], widths: { title: 99999 }, sort: [] },
  }
  const merged = mergePersistedUi({ bridgesLayout: stored }, current)
  assert.deepEqual(merged.bridgesLayout, {
    display: 'table',
    table: { order: ['passes', 'title'], hidden: ['score'], widths: { title: 2000 }, sort: [] },
  })
  assert.deepEqual(mergePersistedUi({ theme: 'dark' }, current).bridgesLayout, firstLayout)
})
