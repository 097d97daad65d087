// Run by atomic-write-refused.test.ts under a file-size limit (`ulimit -f`): replaces the file argv[2] with
// argv[3] bytes of text through writeFileAtomic, and prints the error code it threw (or "written") as JSON.
import { writeFileAtomic } from '../../../electron/core/files/atomic-file.ts'

const [path = '', size = '0'] = process.argv.slice(2)
try {
  await writeFileAtomic(path, 'x'.repeat(Number(size)))
  process.stdout.write(`${JSON.stringify({ code: 'written' })}\n`)
} catch (error) {
  process.stdout.write(`${JSON.stringify({ code: (error as { code?: unknown }).code ?? String(error) })}\n`)
}
