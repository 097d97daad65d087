import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { exportDialogOptions } from '../../../../electron/dialogs/export-dialog.ts'
import { viewsOpenDialogOptions, viewsSaveDialogOptions } from '../../../../electron/dialogs/views-dialog.ts'
import { english, wordsIn } from '../../../support/words-in.ts'

test('the save dialog starts in Downloads with the suggested name and the format filter', () => {
  const options = exportDialogOptions('csv', 'bridges-2026-03-14.csv', '/home/u/Downloads', english)
  assert.equal(options.defaultPath, join('/home/u/Downloads', 'bridges-2026-03-14.csv'))
  assert.deepEqual(options.filters, [{ name: 'CSV', extensions: ['csv'] }])
})

test('a suggested name cannot choose the folder or a hidden file', () => {
  for (const name of ['../../.bashrc', '..\\..\\evil.json', '/etc/passwd']) {
    const path = exportDialogOptions('json', name, '/dl', english).defaultPath
    assert.equal(path.startsWith(join('/dl') + '/'), true, path)
    assert.equal(path.slice('/dl/'.length).includes('/'), false, path)
    assert.equal(path.slice('/dl/'.length).startsWith('.'), false, path)
    assert.match(path, /\.json$/)
  }
})

test('an empty suggestion falls back to a default name', () => {
  assert.equal(exportDialogOptions('json', '', '/dl', english).defaultPath, join('/dl', 'bridges.json'))
})

// The dialogs' titles and file types were English whatever the language (docs/i18n.md, "Not done yet").
test('the dialogs are titled, and their file types named, in the language in force', () => {
  const german = wordsIn('de', 'de-DE')
  assert.equal(exportDialogOptions('csv', 'a.csv', '/dl', german).title, 'Brücken exportieren')
  assert.equal(
    viewsSaveDialogOptions('views.json', '/dl', german).title,
    'Gespeicherte Ansichten exportieren',
  )
  const open = viewsOpenDialogOptions('/dl', wordsIn('ja', 'ja-JP'))
  assert.equal(open.title, '保存したビューをインポート')
  assert.deepEqual(open.filters, [{ name: '保存したビュー（JSON）', extensions: ['json'] }])
  assert.equal(exportDialogOptions('json', 'a.json', '/dl', english).title, 'Export bridges')
})
