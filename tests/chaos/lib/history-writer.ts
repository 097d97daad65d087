/**
 * The chaos run's victim (file-phases.ts, killedWriterPhase): writes stats readings into history.sqlite in the given
 * folder (holding its lock, as the app does), one commit each, and prints the count after each commit, until killed.
 */
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { lockUserDataFolder } from '../../../electron/core/key-vault/folder-lock.ts'

const dir = process.argv[2]
if (!dir) throw new Error('usage: history-writer.ts <folder>')
// Holds the folder as the app does, so the restart after the kill must take over a dead process's lock.
await lockUserDataFolder(dir)
const store = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
for (let n = 1; ; n++) {
  store.addStatsSnapshot('https://chaos.example/v1/api', {
    bridges: n,
    suggestors: 1,
    passes: 1,
    avg_score: null,
  })
  process.stdout.write(`${n}\n`)
  if (n % 100 === 0) await new Promise((r) => setImmediate(r))
}
