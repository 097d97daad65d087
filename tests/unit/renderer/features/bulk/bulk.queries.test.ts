// The page's follow of a bulk run, by a real TanStack QueryClient with the page's rows query observed. Main is a
// fake of the preload's `explorer` global (a test double: no preload under Node) whose answers come when the test
// says, so an answer can cross an event as it does between main and the window.
import assert from 'node:assert/strict'
import { afterEach, test } from 'node:test'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { bulkQueries, progressMoved } from '../../../../../renderer/src/features/bulk/bulk.queries.ts'
import type { BulkProgress, BulkRunState } from '../../../../../shared/ipc/bulk.ts'

const g = globalThis as { explorer?: unknown }
afterEach(() => {
  delete g.explorer
})

const progress = (answered: number, state: BulkRunState): BulkProgress => ({
  bulkId: 'list-1',
  state,
  rows: 8,
  answered,
  serviceDone: answered - 5,
  serviceLeft: 0,
  secondsLeft: null,
})

test("an event that comes while the first read of the rows is under way is not lost: the run's Done shows", async () => {
  // Main as it was when each read reached it: the first read while the last name was still with the service, every
  // later one after the run ended.
  const answers: ((p: BulkProgress) => void)[] = []
  let asked = 0
  g.explorer = {
    bulkRows: () => {
      asked++
      if (asked === 1)
        return new Promise((resolve) =>
          answers.push((p) => resolve({ ok: true, value: { progress: p, rows: [] } })),
        )
      return Promise.resolve({ ok: true, value: { progress: progress(8, 'done'), rows: [] } })
    },
  }
  const client = new QueryClient()
  const observer = new QueryObserver(client, bulkQueries.rows('list-1', 0))
  const stop = observer.subscribe(() => undefined)
  try {
    assert.equal(asked, 1, 'the page reads the rows once it shows the run')
    // The last answer and Done are sent while that read is under way (main's last events: none follows them).
    const moved = progressMoved(client, 'list-1')
    // Then the first read's answer arrives, from before them.
    answers.shift()?.(progress(7, 'running'))
    await moved
    const shown = observer.getCurrentResult().data?.progress
    assert.equal(asked, 2, 'the rows are read again after the event')
    assert.deepEqual([shown?.answered, shown?.state], [8, 'done'])
  } finally {
    stop()
    client.clear()
  }
})

test('an event with no read under way reads the rows again once', async () => {
  let asked = 0
  g.explorer = {
    bulkRows: () => {
      asked++
      return Promise.resolve({
        ok: true,
        value: { progress: progress(asked === 1 ? 6 : 8, asked === 1 ? 'running' : 'done'), rows: [] },
      })
    },
  }
  const client = new QueryClient()
  const observer = new QueryObserver(client, bulkQueries.rows('list-1', 0))
  const stop = observer.subscribe(() => undefined)
  try {
    await client.getQueryCache().find({ queryKey: bulkQueries.rows('list-1', 0).queryKey })?.promise
    assert.equal(observer.getCurrentResult().data?.progress.answered, 6)
    await progressMoved(client, 'list-1')
    assert.equal(asked, 2)
    assert.equal(observer.getCurrentResult().data?.progress.state, 'done')
  } finally {
    stop()
    client.clear()
  }
})
