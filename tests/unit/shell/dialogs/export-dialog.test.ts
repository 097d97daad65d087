import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { exportDialogOptions } from '../../../../electron/dialogs/export-dialog.ts'

test('the save dialog starts in Downloads with the suggested name and the format filter', () => {
  const options = exportDialogOptions('csv', 'bridges-2026-03-14.csv', '/home/u/Downloads')
  assert.equal(options.defaultPath, join('/home/u/Downloads', 'bridges-2026-03-14.csv'))
  assert.deepEqual(options.filters, [{ name: 'CSV', extensions: ['csv'] }])
})

test('a suggested name cannot choose the folder or a hidden file', () => {
  for (const name of ['../../.bashrc', '..\\..\\evil.json', '/etc/passwd']) {
    const path = exportDialogOptions('json', name, '/dl').defaultPath
    assert.equal(path.startsWith(join('/dl') + '/'), true, path)
    assert.equal(path.slice('/dl/'.length).includes('/'), false, path)
    assert.equal(path.slice('/dl/'.length).startsWith('.'), false, path)
    assert.match(path, /\.json$/)
  }
})

test('an empty suggestion falls back to a default name', () => {
  assert.equal(exportDialogOptions('json', '', '/dl').defaultPath, join('/dl', 'bridges.json'))
})
