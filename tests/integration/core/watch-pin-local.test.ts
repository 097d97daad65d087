// A pin is a local write: watch:pin answers once the pin is in history.sqlite, and the first reading of the pinned
// item follows in the background (HOUSE_STYLE.md, "One truth for each thing the user sees": the list says what is
// known, and is told when more is). Through the explorer core on the reference service over real HTTP, with the
// key's window used up, so the first reading has to wait for the next window.
import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { err, ok } from '../../support/recorder.ts'
import {
  coreOnServiceAroundTests,
  demoCoreOptions,
  type CoreOnService,
} from '../../support/session-harness.ts'

let started: CoreOnService

coreOnServiceAroundTests(
  { prefix: 'bx-watch-pin-', service: { bridges: 5, rateLimit: 3, windowMs: 60_000 } },
  (s) => {
    started = s
  },
)

/** Spends what is left of the demo key's window from outside the app, as another program with the same key would. */
async function useUpTheWindow(): Promise<void> {
  const auth = { authorization: `Bearer ${started.svc.demoKeys!.full}` }
  while ((await fetch(`${started.svc.baseUrl}/stats`, { headers: auth })).status !== 429);
}

let unpinned = ''

test('the first reading follows the pin in the background and is announced by watch:did-change', async () => {
  const { rec } = started
  const [first, second] = ok(await rec.handlers['bridges:list']({ requestId: 'r1', limit: 2 })).value.data
  const slug = first!.slug
  unpinned = second!.slug
  assert.deepEqual(ok(await rec.handlers['watch:pin']({ kind: 'bridge', id: slug, label: 'Read bridge' })), {
    pinned: true,
  })
  assert.deepEqual(await rec.next('watch:did-change', (p) => p.id === slug), { kind: 'bridge', id: slug })
  const item = ok(await rec.handlers['watch:list'](undefined)).items.find((i) => i.id === slug)
  assert.equal(typeof item?.latest?.passes, 'number', 'the reading is in the list')
})

test('watch:pin answers when the pin is written, while the first reading waits for the next window', async () => {
  const { rec } = started
  await useUpTheWindow()
  const slug = unpinned

  const answer = ok(await rec.handlers['watch:pin']({ kind: 'bridge', id: slug, label: 'Waiting bridge' }))
  assert.deepEqual(answer, { pinned: true })

  // The pin is listed at once, and no reading has come back: the answer did not wait for the network.
  const list = ok(await rec.handlers['watch:list'](undefined))
  const item = list.items.find((i) => i.id === slug)
  assert.ok(item, 'the pin is in the list')
  assert.equal(item.latest, null, 'the first reading is still waiting for the window')
  assert.equal(ok(await rec.handlers['watch:is-pinned']({ kind: 'bridge', id: slug })).pinned, true)
})

test('with no history this time a pin is refused in the one wording of file errors, never answered as pinned', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-watch-no-history-'))
  // A folder where history.sqlite should be: history cannot be opened, and the app runs without it.
  await mkdir(join(dir, 'history.sqlite'))
  const core = await createExplorerCore(demoCoreOptions(started.svc, dir))
  t.after(async () => {
    await core.close()
    await rm(dir, { recursive: true, force: true })
  })
  const refused = err(await core.handlers['watch:pin']({ kind: 'bridge', id: 'any', label: 'Any bridge' }))
  assert.equal(refused.code, 'file_error')
  assert.equal(
    refused.message,
    `Could not save the pin to ${join(dir, 'history.sqlite')} (the file could not be opened at start); nothing was changed.`,
  )
  assert.equal(ok(await core.handlers['watch:list'](undefined)).available, false)
})
