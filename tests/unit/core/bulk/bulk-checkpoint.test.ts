import assert from 'node:assert/strict'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { BULK_FOLDER, bulkCheckpoints } from '../../../../electron/core/bulk/bulk-checkpoint.ts'
import type { BulkAnswer } from '../../../../shared/ipc/bulk.ts'

const table = {
  delimiter: ',',
  columns: 2,
  rows: [
    ['name', 'ticket'],
    ['ada', 'T-1'],
    ['grace', 'T-2'],
  ],
}
const found: BulkAnswer = {
  status: 'found',
  target: { to: 'profile', username: 'ada' },
  from: 'catalogue',
  readAt: 1,
}

async function folder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'bx-bulk-checkpoint-'))
}

test('a started run comes back after a restart with its list, its choice and the answers so far', async () => {
  const dir = await folder()
  try {
    const first = bulkCheckpoints(dir)
    await first.start({ bulkId: 'bulk-a', table, column: 0, header: true, service: null })
    let answers: (BulkAnswer | null)[] = [null, null]
    void first.answers('bulk-a', () => answers)
    answers = [found, null]
    await first.answers('bulk-a', () => answers)
    await first.flush()
    const [run, ...more] = await bulkCheckpoints(dir).restore()
    assert.equal(more.length, 0)
    assert.deepEqual(run, {
      bulkId: 'bulk-a',
      table,
      column: 0,
      header: true,
      answers: [found, null],
      service: null,
      cancelled: false,
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('a run with no answers kept yet comes back with none answered', async () => {
  const dir = await folder()
  try {
    await bulkCheckpoints(dir).start({ bulkId: 'bulk-b', table, column: 1, header: true, service: null })
    const [run] = await bulkCheckpoints(dir).restore()
    assert.deepEqual(run?.answers, [null, null])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('a kept list that cannot be read is removed with its answers, and the others still come back', async () => {
  const dir = await folder()
  try {
    const kept = bulkCheckpoints(dir)
    await kept.start({ bulkId: 'bulk-good', table, column: 0, header: true, service: null })
    await writeFile(join(dir, BULK_FOLDER, 'bulk-bad.list.json'), '{"table": 12')
    await writeFile(join(dir, BULK_FOLDER, 'bulk-bad.answers.json'), '[]')
    const runs = await bulkCheckpoints(dir).restore()
    assert.deepEqual(
      runs.map((r) => r.bulkId),
      ['bulk-good'],
    )
    assert.deepEqual((await readdir(join(dir, BULK_FOLDER))).sort(), ['bulk-good.list.json'])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('remove forgets a run for good', async () => {
  const dir = await folder()
  try {
    const kept = bulkCheckpoints(dir)
    await kept.start({ bulkId: 'bulk-c', table, column: 0, header: true, service: null })
    await kept.answers('bulk-c', () => [found, null])
    await kept.remove('bulk-c')
    assert.deepEqual(await bulkCheckpoints(dir).restore(), [])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('a run the user cancelled comes back marked so, and remove forgets the mark with the rest', async () => {
  const dir = await folder()
  try {
    const kept = bulkCheckpoints(dir)
    await kept.start({ bulkId: 'bulk-d', table, column: 0, header: true, service: null })
    await kept.answers('bulk-d', () => [found, null])
    await kept.cancelled('bulk-d')
    const [run] = await bulkCheckpoints(dir).restore()
    assert.equal(run?.cancelled, true)
    assert.deepEqual(run?.answers, [found, null])
    await kept.remove('bulk-d')
    assert.deepEqual(await readdir(join(dir, BULK_FOLDER)), [])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
