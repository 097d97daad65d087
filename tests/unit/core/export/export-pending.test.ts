// The pending-exports list at start (electron/core/export/export-pending.ts), on real files: an export that
// stopped with rows kept is offered again; one that stopped before its first row has nothing to resume, so its
// partial file and the empty file reserved for it are removed and said once, not at every start.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { checkpointFileOf, type ExportCheckpoint } from '../../../../electron/core/export/export.ts'
import { PENDING_EXPORTS_FILE, pendingExports } from '../../../../electron/core/export/export-pending.ts'

/** A partial export as a crash leaves it: the list entry, the partial file and its checkpoint, the target. */
function leftExport(dir: string, slot: string, rows: number, target: string): ExportCheckpoint {
  const file = join(dir, target)
  const tempFile = join(dir, `.${target}.0badc0de.part`)
  const header = 'id,slug,title\n'
  const body = Array.from({ length: rows }, (_, i) => `${i},s${i},t${i}\n`).join('')
  writeFileSync(tempFile, header + body)
  // The browser preview reserves the name with an empty file (electron/preview/host-adapters.ts).
  writeFileSync(file, '')
  const cp: ExportCheckpoint = {
    filters: {},
    format: 'csv',
    file,
    tempFile,
    nextCursor: 'c1',
    pages: rows === 0 ? 0 : 1,
    rowsWritten: rows,
    bytesWritten: Buffer.byteLength(header + body),
    duplicatesSkipped: 0,
    seenIds: Array.from({ length: rows }, (_, i) => String(i)),
  }
  writeFileSync(checkpointFileOf(tempFile), JSON.stringify(cp))
  return cp
}

test('an export stopped before its first row is cleaned up and said once; one with rows is offered again', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-pending-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const empty = leftExport(dir, 'a', 0, 'bridges-empty.csv')
  const some = leftExport(dir, 'b', 3, 'bridges-some.csv')
  writeFileSync(
    join(dir, PENDING_EXPORTS_FILE),
    JSON.stringify([
      { slot: 'a', tempFile: empty.tempFile },
      { slot: 'b', tempFile: some.tempFile },
    ]),
  )

  const first = await pendingExports(dir).restore()
  assert.deepEqual([...first.checkpoints.keys()], ['b'])
  assert.deepEqual(
    first.notices.map((n) => n.code),
    ['export_cleaned_up', 'export_resumable'],
  )
  assert.equal(
    first.notices[0]?.message,
    `An export to ${empty.file} stopped before it wrote any row, so there is nothing to continue: its empty file was removed. Start the export again to write it.`,
  )
  assert.match(first.notices[1]?.message ?? '', /stopped after 3 rows/)
  const left = readdirSync(dir)
  assert.ok(!left.includes('bridges-empty.csv'), 'the empty file reserved for it is gone')
  assert.ok(!left.some((f) => f.startsWith('.bridges-empty.csv')), 'its partial file and checkpoint are gone')
  assert.ok(left.includes('bridges-some.csv') && left.includes('.bridges-some.csv.0badc0de.part'))

  // The next start says only what is still there to resume.
  const second = await pendingExports(dir).restore()
  assert.deepEqual(
    second.notices.map((n) => n.code),
    ['export_resumable'],
  )
})
