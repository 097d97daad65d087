import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  computeChanges,
  describeSince,
  readSnapshot,
  writeSnapshot,
  type KeyValueStore,
} from '../../../../../renderer/src/features/stats/last-visit.ts'
import type { Counters } from '../../../../../renderer/src/store/stats-slice.ts'
import { english } from '../../../../support/words-in.ts'

const memoryStore = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

const at = (y: number, m: number, d: number, h = 12): number => new Date(y, m - 1, d, h).getTime()
const counters = (over: Partial<Counters> = {}): Counters => ({
  bridges: 100,
  suggestors: 40,
  passes: 1000,
  avgScore: 3.5,
  ...over,
})

describe('last-visit snapshot storage', () => {
  test('a written snapshot reads back unchanged', () => {
    const store = memoryStore()
    const snapshot = { at: 1_700_000_000_000, values: counters({ avgScore: null }) }
    writeSnapshot(store, snapshot)
    assert.deepEqual(readSnapshot(store), snapshot)
  })

  test('no stored snapshot reads as a first visit', () => {
    assert.equal(readSnapshot(memoryStore()), null)
  })

  test('malformed or hand-edited storage reads as a first visit instead of throwing', () => {
    for (const raw of [
      'not json',
      'null',
      '[]',
      '{"at":"x","values":{}}',
      '{"at":1,"values":{"bridges":"7"}}',
    ]) {
      const store = memoryStore()
      store.data.set('bridge-explorer.stats.last-visit', raw)
      assert.equal(readSnapshot(store), null, raw)
    }
  })

  test('a storage that throws (disabled or full) is treated as empty and writes are ignored', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    }
    assert.equal(readSnapshot(broken), null)
    assert.doesNotThrow(() => writeSnapshot(broken, { at: 1, values: counters() }))
  })
})

describe('change since the last visit', () => {
  test('the first visit shows no change at all', () => {
    assert.equal(computeChanges(null, counters(), Date.now(), english), null)
  })

  test('a rise since yesterday reads "+12 since yesterday"', () => {
    const previous = { at: at(2026, 3, 13), values: counters() }
    const changes = computeChanges(previous, counters({ bridges: 112 }), at(2026, 3, 14), english)
    assert.equal(changes?.bridges?.delta, 12)
    assert.equal(changes?.bridges?.text, '+12 since yesterday')
    assert.equal(changes?.passes?.text, 'No change since yesterday')
  })

  test('a fall uses a minus sign', () => {
    const previous = { at: at(2026, 3, 14, 8), values: counters() }
    const changes = computeChanges(previous, counters({ suggestors: 37 }), at(2026, 3, 14, 18), english)
    assert.equal(changes?.suggestors?.delta, -3)
    assert.equal(changes?.suggestors?.text, '\u22123 since earlier today')
  })

  test('the average score compares at two decimals, so float noise is no change', () => {
    const previous = { at: at(2026, 3, 10), values: counters({ avgScore: 0.1 + 0.2 }) }
    const changes = computeChanges(previous, counters({ avgScore: 0.3 }), at(2026, 3, 14), english)
    assert.equal(changes?.avgScore?.delta, 0)
    const risen = computeChanges(previous, counters({ avgScore: 0.55 }), at(2026, 3, 14), english)
    assert.equal(risen?.avgScore?.delta, 0.25)
    assert.match(risen?.avgScore?.text ?? '', /^\+0[.,]25 since 4 days ago$/)
  })

  test('an average missing now or before gives no change for that counter only', () => {
    const previous = { at: at(2026, 3, 13), values: counters({ avgScore: null }) }
    const changes = computeChanges(previous, counters(), at(2026, 3, 14), english)
    assert.equal(changes?.avgScore, null)
    assert.notEqual(changes?.bridges, null)
  })

  test('the time of the previous visit is described by calendar days', () => {
    assert.equal(describeSince(at(2026, 3, 14, 1), at(2026, 3, 14, 23), english), 'earlier today')
    assert.equal(describeSince(at(2026, 3, 13, 23), at(2026, 3, 14, 1), english), 'yesterday')
    assert.equal(describeSince(at(2026, 3, 9), at(2026, 3, 14), english), '5 days ago')
    assert.equal(describeSince(at(2026, 1, 1), at(2026, 3, 14), english), 'your last visit')
    assert.equal(describeSince(at(2026, 3, 15), at(2026, 3, 14), english), 'your last visit')
  })
})
