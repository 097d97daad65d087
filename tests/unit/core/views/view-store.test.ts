// The saved-views store on a real folder: what is saved is what a second open reads, the file is replaced
// atomically, and an unreadable file is moved aside with a notice instead of being dropped.
import assert from 'node:assert/strict'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import { DEFAULT_VIEW_LAYOUT } from '../../../../shared/views/bridge-view.ts'
import type { BridgeView } from '../../../../shared/views/saved-view.ts'
import { MAX_SAVED_VIEWS } from '../../../../shared/views/saved-view.ts'
import { VIEWS_FILE_NAME } from '../../../../electron/core/views/views-file.ts'
import { openViewStore } from '../../../../electron/core/views/view-store.ts'

const dirs: string[] = []
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bx-views-'))
  dirs.push(dir)
  return dir
}
const now = () => Date.parse('2026-03-14T12:00:00Z')
const open = (dir: string) => openViewStore({ dir, now })

const TABLE: BridgeView = {
  q: 'solar',
  category: 'energy',
  display: 'table',
  table: {
    order: ['passes', 'title'],
    hidden: ['score'],
    widths: { title: 240 },
    sort: [{ column: 'passes', desc: true }],
  },
}
const LIST: BridgeView = { q: '', category: 'transport', ...DEFAULT_VIEW_LAYOUT }

describe('saved views store', () => {
  test('saved, renamed and deleted views are what the next open reads', async () => {
    const dir = await tempDir()
    const { store } = await open(dir)
    const a = await store.save('  Solar   table ', TABLE)
    const b = await store.save('Transport', LIST)
    assert.equal(a.name, 'Solar table', 'names are trimmed and their spaces collapsed')
    await store.rename(b.id, 'Getting around')
    await store.remove(a.id)
    const reopened = (await open(dir)).store.list()
    assert.deepEqual(
      reopened.map((v) => [v.name, v.view]),
      [['Getting around', LIST]],
    )
    assert.deepEqual(await readdir(dir), [VIEWS_FILE_NAME], 'no temporary file is left behind')
  })

  test('a name another view has (case and spacing ignored) is refused; renaming a view to its own name is fine', async () => {
    const { store } = await open(await tempDir())
    const a = await store.save('Solar', TABLE)
    await assert.rejects(store.save('  SOLAR ', LIST), { code: 'view_name_taken' })
    await assert.rejects(store.save('', LIST), { code: 'invalid_payload' })
    await assert.rejects(store.save('a\u0007b', LIST), { code: 'invalid_payload' })
    assert.equal((await store.rename(a.id, 'solar')).name, 'solar')
    await assert.rejects(store.rename('no-such-view', 'x'), { code: 'unknown_view' })
  })

  test(`at most ${MAX_SAVED_VIEWS} views are kept`, async () => {
    const { store } = await open(await tempDir())
    for (let i = 0; i < MAX_SAVED_VIEWS; i++) await store.save(`v${i}`, LIST)
    await assert.rejects(store.save('one more', LIST), { code: 'views_full' })
  })

  test('update gives a view the new filters and layout and keeps its name and id', async () => {
    const dir = await tempDir()
    const { store } = await open(dir)
    const a = await store.save('Mine', LIST)
    await store.update(a.id, TABLE)
    const [again] = (await open(dir)).store.list()
    assert.deepEqual([again?.id, again?.name, again?.view], [a.id, 'Mine', TABLE])
  })

  test('a file that is not JSON is moved aside with a notice, and an empty list starts', async () => {
    const dir = await tempDir()
    await writeFile(join(dir, VIEWS_FILE_NAME), '{"version":1,"views":[')
    const { store, notices } = await open(dir)
    assert.deepEqual(store.list(), [])
    assert.equal(notices.length, 1)
    assert.equal(notices[0]?.code, 'views_recovered')
    const kept = (await readdir(dir)).find((f) => f.startsWith(`${VIEWS_FILE_NAME}.corrupt-`))
    assert.ok(kept, 'the unreadable file is kept under another name')
    assert.match(notices[0]?.message ?? '', new RegExp(kept.replace(/[.]/g, '\\.')))
    assert.equal(await readFile(join(dir, kept), 'utf8'), '{"version":1,"views":[')
  })

  test('unusable entries are left out, counted in the notice, and the original is kept aside', async () => {
    const dir = await tempDir()
    const { store } = await open(dir)
    await store.save('Good', TABLE)
    const path = join(dir, VIEWS_FILE_NAME)
    const data = JSON.parse(await readFile(path, 'utf8')) as { views: unknown[] }
    data.views.push({ id: '../x', name: 'Bad id', view: LIST, createdAt: 'x', updatedAt: 'y' }, 42)
    await writeFile(path, JSON.stringify(data))
    const again = await open(dir)
    assert.deepEqual(
      again.store.list().map((v) => v.name),
      ['Good'],
    )
    assert.match(again.notices[0]?.message ?? '', /^2 saved views could not be read/)
    assert.equal((await readdir(dir)).filter((f) => f.includes('.corrupt-')).length, 1)
  })

  test('a file of a newer version is left untouched and saving is refused with the reason', async () => {
    const dir = await tempDir()
    const text = JSON.stringify({ version: 2, views: [{ anything: true }] })
    await writeFile(join(dir, VIEWS_FILE_NAME), text)
    const { store, notices } = await open(dir)
    assert.equal(notices[0]?.code, 'views_newer')
    await assert.rejects(store.save('x', LIST), { code: 'views_newer' })
    assert.equal(await readFile(join(dir, VIEWS_FILE_NAME), 'utf8'), text)
  })

  test('a failed write changes nothing in memory and says so', async () => {
    const dir = await tempDir()
    const { store } = await open(join(dir, 'gone'))
    await store.save('Kept', LIST)
    await rm(join(dir, 'gone'), { recursive: true })
    await writeFile(join(dir, 'gone'), 'a file where the folder was')
    await assert.rejects(store.save('Lost', LIST), {
      code: 'file_error',
      message:
        /^Could not save your views to .*saved-views.json \(the file system refused it \(E[A-Z]+\)\); nothing was changed\.$/,
    })
    assert.deepEqual(
      store.list().map((v) => v.name),
      ['Kept'],
    )
  })
})
