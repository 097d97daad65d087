// The preferences file (electron/core/preferences/): what is set survives a restart (a new store on the same
// folder), and a damaged file is the defaults, never an error on the first screen.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  parsePreferences,
  preferencesHandlers,
} from '../../../../electron/core/preferences/preferences-store.ts'
import { DEFAULT_PREFERENCES } from '../../../../shared/ipc/preferences.ts'

test('the developer tools setting, the welcome, the last page and the theme survive a restart', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'prefs-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const first = preferencesHandlers(dir)
  assert.deepEqual(await first['preferences:get'](undefined), DEFAULT_PREFERENCES)
  await first['preferences:set']({
    developerTools: true,
    welcomed: undefined,
    lastPage: undefined,
    theme: 'dark',
  })
  await first['preferences:set']({
    developerTools: undefined,
    welcomed: true,
    lastPage: '#/stats',
    theme: undefined,
  })
  const again = preferencesHandlers(dir)
  assert.deepEqual(await again['preferences:get'](undefined), {
    developerTools: true,
    welcomed: true,
    lastPage: '#/stats',
    theme: 'dark',
  })
})

test('a damaged file reads as the defaults, and a page that is no app location is not kept', () => {
  assert.deepEqual(parsePreferences('{not json'), DEFAULT_PREFERENCES)
  assert.deepEqual(parsePreferences('[1]'), DEFAULT_PREFERENCES)
  assert.equal(parsePreferences('{"lastPage":"https://example.com/"}').lastPage, null)
  assert.equal(parsePreferences('{"developerTools":"yes"}').developerTools, false)
  // Read into the served document's <html data-theme>: only a known theme, never a string from the file.
  assert.equal(parsePreferences('{"theme":"dark\\" onload=\\"x"}').theme, null)
  assert.equal(parsePreferences('{"theme":"light"}').theme, 'light')
})
