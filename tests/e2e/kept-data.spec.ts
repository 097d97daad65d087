// Settings' "Data kept on this computer" names everything the app keeps, the request log included (it keeps the
// words searched for in the addresses it logged, for as long as its retention says), with the retention set now.
import { RETENTION_BOUNDS } from '../../shared/ipc/request-log.ts'
import { expect, test } from './fixtures.ts'

test('Data kept on this computer says the request log is kept, what it holds and for how long', async ({
  demoApp,
}) => {
  const app = await demoApp()
  await app.go('Settings')
  const kept = app.main.getByRole('region', { name: 'Data kept on this computer' })
  const days = RETENTION_BOUNDS.maxAgeDays.default
  const entries = RETENTION_BOUNDS.maxEntries.default.toLocaleString('en-US')
  await expect(kept).toContainText(
    `The request log keeps every request the app sent, with what came back (for ${days} days, at most ${entries} requests), in the same file: their addresses hold the words you searched for`,
  )
})
