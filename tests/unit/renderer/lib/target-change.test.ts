// What the renderer does with its cache when keys change, run by a real TanStack QueryClient. Main is a fake of the
// preload's `explorer` global (a test double: no preload under Node) whose getAppInfo answers a scripted target.
import assert from 'node:assert/strict'
import { afterEach, test } from 'node:test'
import { QueryClient } from '@tanstack/react-query'
import type { AppInfo } from '../../../../shared/ipc/app.ts'
import { appInfoOptions } from '../../../../renderer/src/lib/app-info.queries.ts'
import { keysChanged } from '../../../../renderer/src/lib/target-change.ts'

const info = (over: Partial<AppInfo>): AppInfo => ({
  version: '1.0.0',
  mode: 'configured',
  serviceUrl: 'http://127.0.0.1:4010/v1/api',
  activeKeyId: 'k1',
  startupNotices: [],
  files: [],
  ...over,
})

const g = globalThis as { explorer?: unknown }
afterEach(() => {
  delete g.explorer
})

/** A client whose cache holds app info `before`, a bridge list, a profile and the key list; main now says `now`. */
function cacheAfter(before: AppInfo, now: AppInfo): QueryClient {
  g.explorer = { getAppInfo: async () => ({ ok: true, value: now }) }
  const client = new QueryClient()
  client.setQueryData(appInfoOptions().queryKey, before)
  client.setQueryData(['bridges', 'list', { q: '', category: '' }], 'rows of the old target')
  client.setQueryData(['profiles', 'detail', 'li_berg'], 'profile of the old target')
  client.setQueryData(['keys', 'list'], 'key list')
  client.setQueryData(['preferences'], 'the user’s preferences')
  return client
}

const state = (client: QueryClient, key: readonly unknown[]) => {
  const q = client.getQueryCache().find({ queryKey: key, exact: true })
  return { data: q?.state.data, invalidated: q?.state.isInvalidated ?? null }
}

for (const [what, change] of [
  ['another key', { activeKeyId: 'k2' }],
  ['another service', { serviceUrl: 'http://127.0.0.1:4011/v1/api' }],
  ['the demo instead of a configured service', { mode: 'demo' }],
  ['no key at all', { activeKeyId: null }],
] as const) {
  test(`with ${what}, answers of the old target are dropped, not shown until refetched`, async () => {
    const client = cacheAfter(info({}), info(change))
    await keysChanged(client)
    assert.equal(state(client, ['bridges', 'list', { q: '', category: '' }]).data, undefined)
    assert.equal(state(client, ['profiles', 'detail', 'li_berg']).data, undefined)
    // The key list stays on screen but is refreshed; app info is the new one.
    assert.deepEqual(state(client, ['keys', 'list']), { data: 'key list', invalidated: true })
    assert.deepEqual(client.getQueryData(appInfoOptions().queryKey), info(change))
    // The user's own preferences are not the target's: dropping them blanked the nav's settings for a moment.
    assert.deepEqual(state(client, ['preferences']), { data: 'the user’s preferences', invalidated: false })
  })
}

test('with the same target (a key renamed, checked, marked working), answers stand and only failures are asked again', async () => {
  const client = cacheAfter(info({}), info({ version: '1.0.1', startupNotices: [] }))
  // /me refused for a missing scope: a check may have found the key allowed now.
  await client
    .fetchQuery({
      queryKey: ['me'],
      queryFn: async (): Promise<string> => {
        throw new Error('insufficient_scope')
      },
      retry: false,
    })
    .catch(() => undefined)
  await keysChanged(client)
  assert.deepEqual(state(client, ['bridges', 'list', { q: '', category: '' }]), {
    data: 'rows of the old target',
    invalidated: false,
  })
  assert.deepEqual(state(client, ['profiles', 'detail', 'li_berg']), {
    data: 'profile of the old target',
    invalidated: false,
  })
  assert.equal(state(client, ['me']).invalidated, true)
  assert.deepEqual(state(client, ['keys', 'list']), { data: 'key list', invalidated: true })
})

test('when the app info was never loaded, the answers are asked again and stay on screen meanwhile', async () => {
  g.explorer = { getAppInfo: async () => ({ ok: true, value: info({}) }) }
  const client = new QueryClient()
  client.setQueryData(['bridges', 'list', { q: '', category: '' }], 'rows')
  client.setQueryData(['keys', 'list'], 'key list')
  client.setQueryData(['preferences'], 'the user’s preferences')
  await keysChanged(client)
  // Reset, the list drawn before any script was replaced by its skeleton (first-screen-filtered.spec.ts).
  assert.deepEqual(state(client, ['bridges', 'list', { q: '', category: '' }]), {
    data: 'rows',
    invalidated: true,
  })
  assert.deepEqual(state(client, ['keys', 'list']), { data: 'key list', invalidated: true })
  assert.deepEqual(state(client, ['preferences']), { data: 'the user’s preferences', invalidated: false })
  assert.deepEqual(client.getQueryData(appInfoOptions().queryKey), info({}))
})

test('calls close together (main’s event and the user’s own action) run one after another, each against the target the one before it left', async () => {
  const answers = [info({ activeKeyId: 'k2' }), info({ activeKeyId: 'k2' })]
  let asked = 0
  let inFlight = 0
  let most = 0
  const client = cacheAfter(info({}), info({}))
  g.explorer = {
    getAppInfo: async () => {
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((r) => setTimeout(r, 10))
      // By the second question, the list has been read again for the new key.
      if (asked === 1)
        client.setQueryData(['bridges', 'list', { q: '', category: '' }], 'rows of the new target')
      inFlight -= 1
      return { ok: true, value: answers[asked++] }
    },
  }
  await Promise.all([keysChanged(client), keysChanged(client)])
  assert.equal(asked, 2, 'the second call asks main again once the first is done')
  assert.equal(most, 1)
  // The second saw the target the first left, so the new key's rows were not dropped a second time.
  assert.equal(state(client, ['bridges', 'list', { q: '', category: '' }]).data, 'rows of the new target')
})
