import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import fc from 'fast-check'
import {
  exactTitle,
  parseLookup,
  withoutTrailingMarks,
} from '../../../../../renderer/src/features/profiles/parse-lookup.ts'

function routeOf(input: string): unknown {
  const r = parseLookup(input)
  return r.ok && r.route !== undefined ? { ...r.route } : null
}

describe('parseLookup', () => {
  test('a bare username leads to its profile, with or without @ and spaces around it', () => {
    assert.deepEqual(routeOf('alice'), { name: 'profile', username: 'alice' })
    assert.deepEqual(routeOf('  @alice \n'), { name: 'profile', username: 'alice' })
  })

  test('service URLs of profiles and bridges lead to their views, whatever the API prefix', () => {
    assert.deepEqual(routeOf('https://api.example.org/v1/api/profiles/alice'), {
      name: 'profile',
      username: 'alice',
    })
    assert.deepEqual(routeOf('http://127.0.0.1:4010/v1/api/bridges/solar-roofs-12/'), {
      name: 'bridge',
      slug: 'solar-roofs-12',
    })
    assert.deepEqual(routeOf('https://example.org/profiles/caf%C3%A9?ref=x#top'), {
      name: 'profile',
      username: 'café',
    })
  })

  test('app locations and app page links lead to the same place', () => {
    assert.deepEqual(routeOf('#/profiles/bob'), { name: 'profile', username: 'bob' })
    assert.deepEqual(routeOf('http://127.0.0.1:5173/#/bridges/x-1'), { name: 'bridge', slug: 'x-1' })
  })

  test('deep links of the app lead to their views', () => {
    assert.deepEqual(routeOf('bridge-explorer://profiles/alice'), { name: 'profile', username: 'alice' })
    assert.deepEqual(routeOf('BRIDGE-EXPLORER://bridges/a-b?x=1'), { name: 'bridge', slug: 'a-b' })
    assert.deepEqual(routeOf('profiles/carol'), { name: 'profile', username: 'carol' })
  })

  test('a bare name is tried as a username and as a bridge slug, the likelier first; @ means a user', () => {
    assert.deepEqual(parseLookup('li_berg'), {
      ok: true,
      route: { name: 'profile', username: 'li_berg' },
      also: { name: 'bridge', slug: 'li_berg' },
    })
    assert.deepEqual(parseLookup(' solar-roofs-12 '), {
      ok: true,
      route: { name: 'bridge', slug: 'solar-roofs-12' },
      also: { name: 'profile', username: 'solar-roofs-12' },
    })
    assert.deepEqual(parseLookup('@solar-roofs'), {
      ok: true,
      route: { name: 'profile', username: 'solar-roofs' },
    })
  })

  test('a bridge id is recognised as one, not taken for a username', () => {
    assert.deepEqual(parseLookup('br_A1B2C3D4E5F6'), { ok: true, bridgeId: 'br_A1B2C3D4E5F6' })
    assert.deepEqual(parseLookup('  br_a1b2c3d4e5f6\n'), { ok: true, bridgeId: 'br_a1b2c3d4e5f6' })
    assert.deepEqual(routeOf('@br_a1b2c3d4e5f6'), { name: 'profile', username: 'br_a1b2c3d4e5f6' })
  })

  test('other schemes are refused, never followed', () => {
    for (const s of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
      'ftp://h/profiles/a',
      'vbscript:x',
    ]) {
      const r = parseLookup(s)
      assert.equal(r.ok, false, s)
    }
  })

  test('hostile and malformed input gives a plain message, not a route', () => {
    const bad = [
      '',
      '   ',
      'two words',
      'a/b',
      'https://example.org/profiles/%E0%A4%A',
      'https://example.org/stats',
      'https://example.org/profiles/',
      'https://example.org/profiles/%2F..',
      'bridge-explorer://keys/x',
      '#/nowhere',
      `https://x.org/profiles/${'a'.repeat(201)}`,
      'x'.repeat(2001),
      'https://[::1',
      'al\u0000ice',
    ]
    for (const s of bad) {
      const r = parseLookup(s)
      assert.equal(r.ok, false, JSON.stringify(s).slice(0, 60))
      if (!r.ok) assert.ok(r.message.length > 0)
    }
  })

  test('never throws, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (s) => {
        const r = parseLookup(s)
        assert.equal(typeof r.ok, 'boolean')
      }),
      { numRuns: 2000 },
    )
  })

  test('a username found in any form stays within the bounds main accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const r = parseLookup(s)
        if (r.ok && r.route?.name === 'profile')
          assert.ok(r.route.username.length <= 200 && r.route.username.trim() !== '')
      }),
    )
  })
})

describe('what a sentence left at the end of a pasted link', () => {
  test('a final dot, comma or bracket is offered without, when the rest still names a place', () => {
    assert.equal(
      withoutTrailingMarks('https://x.test/v1/api/bridges/solar-roofs.'),
      'https://x.test/v1/api/bridges/solar-roofs',
    )
    assert.equal(withoutTrailingMarks(' bridge-explorer://profiles/ada). '), 'bridge-explorer://profiles/ada')
    assert.equal(withoutTrailingMarks('solar-roofs,'), 'solar-roofs')
  })

  test('text with nothing at its end, or only marks, has no other reading', () => {
    assert.equal(withoutTrailingMarks('https://x.test/v1/api/bridges/solar-roofs'), null)
    assert.equal(withoutTrailingMarks('...'), null)
    assert.equal(withoutTrailingMarks('solar roofs for all.'), null)
  })
})

describe('an exact title', () => {
  const bridges = [
    { slug: 'a', title: 'Rain gardens on side streets' },
    { slug: 'b', title: 'Rain gardens on side streets near schools' },
  ]

  test('is the one bridge whose title it is, whatever its case and spacing', () => {
    assert.equal(exactTitle(bridges, '  rain gardens   on side STREETS ')?.slug, 'a')
  })

  test('part of a title, or a title two bridges share, is not one bridge', () => {
    assert.equal(exactTitle(bridges, 'Rain gardens'), null)
    assert.equal(
      exactTitle([...bridges, { slug: 'c', title: 'Rain gardens on side streets' }], bridges[0]!.title),
      null,
    )
  })
})
