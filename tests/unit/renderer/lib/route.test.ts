import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import fc from 'fast-check'
import { DEFAULT_VIEW_LAYOUT } from '../../../../shared/views/bridge-view.ts'
import { decodeListQuery, encodeListQuery } from '../../../../shared/views/list-query.ts'
import { hrefFor, parseLocation, routeFromDeepLink, type Route } from '../../../../renderer/src/lib/route.ts'

describe('parseLocation', () => {
  test('an empty hash or a bare slash shows the bridge list', () => {
    for (const h of ['', '#', '#/', '/'])
      assert.deepEqual(parseLocation(h), { name: 'bridges', q: '', category: '' })
  })

  test('reads search and category from the bridge list query string', () => {
    assert.deepEqual(parseLocation('#/bridges?q=solar%20power&category=environment'), {
      name: 'bridges',
      q: 'solar power',
      category: 'environment',
    })
  })

  test('decodes percent-encoded slugs and usernames', () => {
    assert.deepEqual(parseLocation('#/bridges/caf%C3%A9-1'), { name: 'bridge', slug: 'café-1' })
    assert.deepEqual(parseLocation('#/profiles/%D7%A9%D7%9C%D7%95%D7%9D'), {
      name: 'profile',
      username: 'שלום',
    })
  })

  test('names every simple view', () => {
    for (const name of ['lookup', 'stats', 'rate-limit', 'keys', 'developer'] as const) {
      assert.deepEqual(parseLocation(`#/${name}`), { name })
    }
  })

  test('hostile hashes become not-found and never throw', () => {
    const hostile = [
      '#/bridges/%E0%A4%A',
      '#/profiles/%',
      '#/bridges/a/b',
      '#/profiles',
      '#/profiles/%0Aalice',
      '#/profiles/%20',
      '#/__proto__',
      '#/constructor',
      '#/toString',
      '#/stats/extra',
      `#/bridges/${'x'.repeat(201)}`,
      '#javascript:alert(1)',
      '#/<script>',
    ]
    for (const h of hostile) assert.equal(parseLocation(h).name, 'not-found', h)
  })

  test('bounds search and category to what main accepts', () => {
    const r = parseLocation(`#/bridges?q=${'a'.repeat(500)}&category=${'b'.repeat(500)}`)
    assert.ok(r.name === 'bridges')
    assert.equal(r.q.length, 200)
    assert.equal(r.category.length, 100)
  })

  test('a not-found path shown to the user is bounded in length', () => {
    const r = parseLocation(`#/${'z'.repeat(5000)}`)
    assert.ok(r.name === 'not-found' && r.path.length <= 300)
  })
})

describe('routeFromDeepLink', () => {
  test('a deep link to a bridge or a profile opens it by the name main sent, whatever the name', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        assert.deepEqual(routeFromDeepLink({ view: 'bridge', id }), { name: 'bridge', slug: id })
        assert.deepEqual(routeFromDeepLink({ view: 'profile', id }), { name: 'profile', username: id })
      }),
    )
  })

  test("a view's deep link opens the bridge list as its parameters read at the window's location", () => {
    assert.deepEqual(routeFromDeepLink({ view: 'bridges', id: 'q=solar&category=energy' }), {
      name: 'bridges',
      q: 'solar',
      category: 'energy',
    })
    fc.assert(
      fc.property(fc.string(), (id) => {
        assert.deepEqual(routeFromDeepLink({ view: 'bridges', id }), parseLocation(`#/bridges?${id}`))
      }),
    )
  })
})

describe('hrefFor', () => {
  test('leaves empty filters out of the bridge list location', () => {
    assert.equal(hrefFor({ name: 'bridges', q: '', category: '' }), '#/bridges')
    assert.equal(hrefFor({ name: 'bridges', q: 'a&b=c', category: '' }), '#/bridges?q=a%26b%3Dc')
  })

  test('a bridges link carries a table layout and reads it back; a plain one carries none', () => {
    const layout = {
      display: 'table' as const,
      table: {
        order: ['passes', 'title'],
        hidden: ['score'],
        widths: { title: 300 },
        sort: [{ column: 'passes', desc: true }],
      },
    }
    const href = hrefFor({ name: 'bridges', q: 'solar', category: '', layout })
    assert.deepEqual(parseLocation(href), { name: 'bridges', q: 'solar', category: '', layout })
    assert.equal('layout' in parseLocation('#/bridges?q=solar'), false)
  })

  test('the list location is the list query: search place and suggestors are carried and read back', () => {
    const route: Route = {
      name: 'bridges',
      q: 'rain',
      category: 'health',
      place: 'local',
      suggestors: 'verified',
      layout: {
        ...DEFAULT_VIEW_LAYOUT,
        table: { ...DEFAULT_VIEW_LAYOUT.table, sort: [{ column: 'passes', desc: true }] },
      },
    }
    const href = hrefFor(route)
    assert.equal(href, `#/bridges?${encodeListQuery(route)}`)
    assert.match(href, /place=local&suggestors=verified/)
    assert.deepEqual(parseLocation(href), route)
    assert.deepEqual(parseLocation(href), { name: 'bridges', ...decodeListQuery(href.split('?')[1] ?? '') })
  })

  test('encodes slashes and query characters inside ids so they stay one segment', () => {
    assert.equal(hrefFor({ name: 'bridge', slug: '../stats?x#y' }), '#/bridges/..%2Fstats%3Fx%23y')
  })

  test('every valid route survives a round trip through its href', () => {
    const id = fc
      .string({ minLength: 1, maxLength: 200, unit: 'grapheme' })
      // eslint-disable-next-line no-control-regex
      .filter((s) => s.trim() !== '' && !/[\u0000-\u001f\u007f]/.test(s))
    const text = (max: number) => fc.string({ maxLength: max, unit: 'grapheme' })
    const route: fc.Arbitrary<Route> = fc.oneof(
      fc.record({ name: fc.constant('bridges' as const), q: text(200), category: text(100) }),
      fc.record({ name: fc.constant('bridge' as const), slug: id }),
      fc.record({ name: fc.constant('profile' as const), username: id }),
      fc.constantFrom<Route>(
        { name: 'lookup' },
        { name: 'stats' },
        { name: 'rate-limit' },
        { name: 'keys' },
        { name: 'developer' },
      ),
    )
    fc.assert(
      fc.property(route, (r) => {
        const back = parseLocation(hrefFor(r))
        if (r.name === 'bridges' && back.name === 'bridges') {
          // URLSearchParams may normalise lone surrogates; compare what the browser would read back.
          assert.equal(
            back.q,
            new URLSearchParams(`q=${encodeURIComponent(r.q)}`).get('q')?.slice(0, 200) ?? '',
          )
          assert.equal(
            back.category,
            new URLSearchParams(`c=${encodeURIComponent(r.category)}`).get('c')?.slice(0, 100) ?? '',
          )
        } else assert.deepEqual(back, { ...r })
      }),
    )
  })
})

describe('the compare page', () => {
  test('a comparison of two bridges or two profiles reopens from its link', () => {
    const routes: Route[] = [
      { name: 'compare', read: { ok: true, query: { kind: 'bridges', names: ['solar-roofs', 'café,1'] } } },
      { name: 'compare', read: { ok: true, query: { kind: 'profiles', names: ['alice', 'שלום'] } } },
      { name: 'compare', read: { ok: true, query: { kind: 'bridges', names: ['solar-roofs'] } } },
    ]
    for (const route of routes) assert.deepEqual(parseLocation(hrefFor(route)), route)
  })

  test('a hostile comparison is refused in words, its address kept', () => {
    const route = parseLocation('#/compare?bridges=a,b,c')
    assert.deepEqual(route, { name: 'compare', read: { ok: false, flaw: 'more', raw: 'bridges=a,b,c' } })
    assert.equal(hrefFor(route), '#/compare?bridges=a,b,c')
  })
})
