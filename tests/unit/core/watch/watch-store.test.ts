import assert from 'node:assert/strict'
import { test, type TestContext } from 'node:test'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { noHistoryStore } from '../../../../electron/core/history/history-fallback.ts'
import { createWatchStore } from '../../../../electron/core/watch/watch-store.ts'
import { manualClock, tempUserData } from '../history/temp-dir.ts'

const URL_A = 'https://a.example/v1/api'

function open(t: TestContext) {
  const clock = manualClock()
  const history = openHistoryStore({ dir: tempUserData(t), now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => history.close())
  return { store: createWatchStore(history, clock.now), clock }
}

test('the change is counted from the reading the user last saw, then from the first one', (t) => {
  const { store, clock } = open(t)
  store.pin(URL_A, 'bridge', 'b1', 'Bridge one')
  store.record(URL_A, 'bridge', 'b1', { passes: 100, bridges: null, gone: false })
  clock.advance(1000)
  store.record(URL_A, 'bridge', 'b1', { passes: 130, bridges: null, gone: false })
  assert.equal(store.list(URL_A).items[0]?.passesDelta, 30, 'never looked: since the first reading')
  clock.advance(1000)
  store.markSeen(URL_A)
  clock.advance(1000)
  store.record(URL_A, 'bridge', 'b1', { passes: 250, bridges: null, gone: false })
  const [item] = store.list(URL_A).items
  assert.equal(item?.passesDelta, 120)
  assert.equal(item?.latest?.passes, 250)
  assert.deepEqual(
    store.passes(URL_A, 'b1', 0, clock.now()).map((p) => p.passes),
    [100, 130, 250],
  )
})

test('a profile’s new bridges and a bridge gone from the published set are told apart', (t) => {
  const { store, clock } = open(t)
  store.pin(URL_A, 'profile', 'ada', 'Ada')
  store.pin(URL_A, 'bridge', 'old', 'Old')
  store.record(URL_A, 'profile', 'ada', { passes: 5, bridges: ['a'], gone: false })
  store.record(URL_A, 'bridge', 'old', { passes: 5, bridges: null, gone: false })
  clock.advance(1000)
  store.record(URL_A, 'profile', 'ada', { passes: 9, bridges: ['c', 'a'], gone: false })
  store.record(URL_A, 'bridge', 'old', { passes: null, bridges: null, gone: true })
  const items = store.list(URL_A).items
  const ada = items.find((i) => i.id === 'ada')
  assert.deepEqual(ada?.newBridges, ['c'])
  const old = items.find((i) => i.id === 'old')
  assert.equal(old?.gone, true)
  assert.equal(old?.passesDelta, null)
})

test('pins are per service; the refresh order takes the items read longest ago first; unpin forgets readings', (t) => {
  const { store, clock } = open(t)
  store.pin(URL_A, 'bridge', 'x', 'X')
  store.pin(URL_A, 'bridge', 'y', 'Y')
  store.record(URL_A, 'bridge', 'x', { passes: 1, bridges: null, gone: false })
  clock.advance(1000)
  assert.deepEqual(
    store.refreshOrder(URL_A).map((i) => i.id),
    ['y', 'x'],
  )
  assert.equal(store.list('https://b.example/v1/api').items.length, 0)
  store.unpin(URL_A, 'bridge', 'x')
  assert.deepEqual(
    store.list(URL_A).items.map((i) => i.id),
    ['y'],
  )
  assert.deepEqual(store.passes(URL_A, 'x', 0, clock.now()), [])
})

test('with no history the watch list is empty and says it is unavailable', () => {
  const store = createWatchStore(noHistoryStore('/nowhere'), () => 0)
  assert.equal(store.available(), false)
  assert.equal(store.pin(URL_A, 'bridge', 'x', 'X'), false)
  assert.deepEqual(store.list(URL_A), { items: [], seenAt: null })
})
