// Run by query-cache-write-refused.test.ts in a child process whose file size is limited (`ulimit -f`): keeps seen
// answers in the history in the folder argv[2] until a put is refused, then prints what it saw as JSON.
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { createQueryCache } from '../../../electron/core/query-cache/query-cache-store.ts'

const dir = process.argv[2] ?? ''
const target = process.argv[3] ?? ''
const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
const cache = createQueryCache(store, 'test/1', Date.now)
const entry = (i: number): string =>
  JSON.stringify({
    queryKey: ['bridges', 'detail', `slug-${i}`],
    queryHash: `["bridges","detail","slug-${i}"]`,
    state: { data: { i, text: 'x'.repeat(20_000) }, dataUpdatedAt: Date.now() },
  })
const stored: string[] = []
const outcomes: string[] = []
for (let i = 0; i < 2000; i++) {
  const outcome = cache.put(target, entry(i))
  outcomes.push(outcome)
  if (outcome !== 'stored') break
  stored.push(`["bridges","detail","slug-${i}"]`)
}
// A put while paused answers 'paused' again, never throws.
outcomes.push(cache.put(target, entry(99_999)))
process.stdout.write(`${JSON.stringify({ stored, outcomes: outcomes.slice(-2), paused: store.paused() })}\n`)
store.close()
