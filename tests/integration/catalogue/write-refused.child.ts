// Run by write-refused.test.ts in a child process whose file size is limited (`ulimit -f`): walks the service at
// argv[2] with the key argv[3] into the folder argv[4], and prints the catalogue's status once the walk stops on
// something (a pause, a failure, or the end), as one line of JSON.
import { startCatalogue } from './catalogue-harness.ts'

const [baseUrl = '', key = '', dir = ''] = process.argv.slice(2)
const h = startCatalogue(baseUrl, key, { dir, retryMs: 600_000 })
try {
  const s = await h.until((s) => s.pause !== null || s.lastError !== null || s.state === 'complete')
  process.stdout.write(`${JSON.stringify(s)}\n`)
} finally {
  await h.close()
}
