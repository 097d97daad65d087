// Run by history-write-refused.test.ts in a child process whose file size is limited (`ulimit -f`): writes rate
// samples into the history in the folder argv[2] until the history pauses, then prints what it saw as JSON.
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'

const dir = process.argv[2] ?? ''
const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
const start = Date.now()
let written = 0
for (let i = 0; i < 200_000 && store.paused() === null; i++) {
  store.addRateSample(
    'https://a.example/v1/api',
    'k',
    { limit: 60, remaining: i % 60, resetAtMs: start },
    start + i,
  )
  if (store.paused() === null) written++
}
// Writes while paused are dropped quietly, never thrown.
store.addRateSample('https://a.example/v1/api', 'k', { limit: 60, remaining: 0, resetAtMs: start }, start - 1)
process.stdout.write(`${JSON.stringify({ written, paused: store.paused() })}\n`)
store.close()
