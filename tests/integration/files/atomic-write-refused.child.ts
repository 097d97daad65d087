// Run by atomic-write-refused.test.ts under a file-size limit (`ulimit -f`): replaces the file argv[3] with
// argv[4] bytes, through writeFileAtomic (argv[2] "atomic") or as the key list (argv[2] "keys", writeVaultFile),
// and prints what was thrown (its code and message) or "written", as JSON.
import { writeFileAtomic } from '../../../electron/core/files/atomic-file.ts'
import { writeVaultFile } from '../../../electron/core/key-vault/metadata-file.ts'

const [how = '', path = '', size = '0'] = process.argv.slice(2)
const text = 'x'.repeat(Number(size))
try {
  if (how === 'keys') await writeVaultFile(path, { version: 1, keys: [], active: { [text]: 'k1' } })
  else await writeFileAtomic(path, text)
  process.stdout.write(`${JSON.stringify({ code: 'written' })}\n`)
} catch (error) {
  const { code, message } = error as { code?: unknown; message?: unknown }
  process.stdout.write(`${JSON.stringify({ code, message })}\n`)
}
