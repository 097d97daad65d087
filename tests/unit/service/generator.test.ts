import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { Dataset } from '../../../electron/service/dataset.ts'
import { generateData, slugify } from '../../../electron/service/generator.ts'

const snapshot = (seed: number, n: number) =>
  generateData(seed, n).bridges.map((b) => [
    b.id,
    b.slug,
    b.title,
    b.suggestion,
    b.category,
    b.domain,
    b.published_at,
    b.passes,
    b.score,
    b.suggestor.username,
    b.state,
  ])

describe('data generator', () => {
  test('the same seed yields identical data', () => {
    assert.deepEqual(snapshot(7, 300), snapshot(7, 300))
  })

  test('a different seed yields different data', () => {
    assert.notDeepEqual(snapshot(7, 300), snapshot(8, 300))
  })

  test('default size: 2000 published, about 10% drafts and 3% hidden, about 300 suggestors', () => {
    const d = generateData(1, 2000)
    const count = (s: string) => d.bridges.filter((b) => b.state === s).length
    assert.equal(count('published'), 2000)
    const total = d.bridges.length
    assert.ok(Math.abs(count('draft') / total - 0.1) < 0.02, `drafts ${count('draft')} of ${total}`)
    assert.ok(Math.abs(count('hidden') / total - 0.03) < 0.01, `hidden ${count('hidden')} of ${total}`)
    assert.equal(d.users.length, 300)
  })

  test('ids, slugs, usernames and timestamps have the documented shapes and are unique', () => {
    const d = generateData(3, 2000)
    for (const b of d.bridges) {
      assert.match(b.id, /^br_[a-z2-7]{12}$/)
      assert.match(b.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/)
      assert.ok(b.score >= 0 && b.score <= 100 && Number.isInteger(b.score))
      assert.ok(b.passes >= 0 && Number.isInteger(b.passes))
      if (b.state !== 'draft') assert.match(b.published_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    }
    for (const u of d.users) assert.match(u.username, /^[a-z0-9_]{3,24}$/)
    assert.equal(new Set(d.bridges.map((b) => b.id)).size, d.bridges.length)
    assert.equal(new Set(d.bridges.map((b) => b.slug)).size, d.bridges.length)
    assert.equal(new Set(d.users.map((u) => u.username)).size, d.users.length)
  })

  test('published_at lies within about two years before a fixed epoch, never after it', () => {
    const d = generateData(1, 2000)
    for (const b of d.bridges.filter((x) => x.state === 'published')) {
      assert.ok(b.ms <= d.epochMs && b.ms >= d.epochMs - 2 * 366 * 86_400_000)
    }
  })

  test('special strings reach published bridges and users: emoji, accents, RTL, long, HTML-looking', () => {
    const d = generateData(1, 2000)
    const pub = d.bridges.filter((b) => b.state === 'published')
    const titles = pub.map((b) => b.title)
    const has = (re: RegExp, list: readonly string[]) =>
      assert.ok(
        list.some((t) => re.test(t)),
        `no match for ${re}`,
      )
    has(/\p{Extended_Pictographic}/u, titles)
    has(/Café/, titles)
    has(/\p{Script=Arabic}/u, titles)
    has(/\p{Script=Hebrew}/u, titles)
    has(/<script>alert\(1\)<\/script>/, titles)
    has(/<img src=x onerror=alert\(1\)>/, titles)
    has(/&amp;/, titles)
    assert.ok(titles.some((t) => t.length === 300))
    assert.ok(pub.some((b) => b.suggestion.length > 5000))
    has(
      /<script>/,
      pub.map((b) => b.suggestion),
    )
    const names = d.users.map((u) => u.display_name ?? '')
    has(/\p{Script=Arabic}/u, names)
    has(/\p{Script=Hebrew}/u, names)
    has(/<script>/, names)
    assert.ok(d.users.some((u) => u.display_name === null))
    assert.ok(d.users.some((u) => u.ref.verified) && d.users.some((u) => !u.ref.verified))
    assert.ok(pub.some((b) => b.domain === null) && pub.some((b) => b.domain !== null))
  })

  test('no template placeholder leaks into titles or suggestions', () => {
    for (const b of generateData(2, 1000).bridges)
      assert.doesNotMatch(`${b.title} ${b.suggestion}`, /\{[SP]\}/)
  })

  test('slugify folds accents and falls back for non-Latin titles', () => {
    assert.equal(slugify('Café de réparation à Montréal'), 'cafe-de-reparation-a-montreal')
    assert.equal(slugify('<script>alert(1)</script>'), 'script-alert-1-script')
    assert.equal(slugify('ספרייה קהילתית'), 'bridge')
  })
})

describe('dataset counters', () => {
  test('/stats aggregates exactly the published bridges', () => {
    const data = new Dataset(5, 500)
    const pub = data.published()
    const s = data.stats()
    assert.equal(s.bridges, pub.length)
    assert.equal(
      s.passes,
      pub.reduce((n, b) => n + b.passes, 0),
    )
    assert.equal(s.suggestors, new Set(pub.map((b) => b.suggestor.username)).size)
    assert.equal(s.avg_score, Math.round((pub.reduce((n, b) => n + b.score, 0) / pub.length) * 100) / 100)
  })

  test('a profile counts and lists only its published bridges, newest first', () => {
    const data = new Dataset(5, 500)
    const pub = data.published()
    for (const u of data.users.slice(0, 30)) {
      const mine = pub.filter((b) => b.suggestor.username === u.username)
      const p = data.profile(u.username)
      assert.ok(p)
      assert.equal(p.bridge_count, mine.length)
      assert.equal(
        p.total_passes,
        mine.reduce((n, b) => n + b.passes, 0),
      )
      assert.deepEqual(
        p.bridges,
        mine.map((b) => ({ slug: b.slug, passes: b.passes })),
      )
    }
  })

  test('published bridges are ordered newest first with ties broken by id descending', () => {
    const pub = new Dataset(2, 2000).published()
    let ties = 0
    for (let i = 1; i < pub.length; i++) {
      const a = pub[i - 1]!
      const b = pub[i]!
      assert.ok(a.ms > b.ms || (a.ms === b.ms && a.id > b.id), `order broken at ${i}`)
      if (a.ms === b.ms) ties++
    }
    assert.ok(ties > 0, 'the data should contain timestamp ties')
  })

  test('publishing a draft and adding passes keep every counter consistent', () => {
    const data = new Dataset(4, 200)
    const before = data.stats()
    const draftSlug = data.hiddenSlugs().find((s) => data.bridge(s) === undefined)!
    const b = data.publishOne(Date.UTC(2030, 0, 1))
    data.addPasses(b, 7)
    const after = data.stats()
    assert.equal(after.bridges, before.bridges + 1)
    assert.equal(after.passes, before.passes + b.passes)
    assert.equal(data.published()[0], b)
    assert.equal(b.published_at, '2030-01-01T00:00:00Z')
    assert.equal(data.bridge(b.slug), b)
    assert.ok(draftSlug)
    const p = data.profile(b.suggestor.username)!
    assert.equal(
      p.total_passes,
      data
        .published()
        .filter((x) => x.suggestor.username === b.suggestor.username)
        .reduce((n, x) => n + x.passes, 0),
    )
  })

  test('drafts and hidden bridges are not found by slug', () => {
    const data = new Dataset(1, 300)
    const hidden = data.hiddenSlugs()
    assert.ok(hidden.length > 0)
    for (const s of hidden) assert.equal(data.bridge(s), undefined)
  })
})
