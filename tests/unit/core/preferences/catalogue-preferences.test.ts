// The catalogue's settings in preferences.json (electron/core/preferences/catalogue-preferences.ts): kept across a
// restart beside the renderer's preferences, neither writer losing the other's values, and read like any input.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  cataloguePreferences,
  readCatalogueSection,
} from '../../../../electron/core/preferences/catalogue-preferences.ts'
import { openPreferencesFile } from '../../../../electron/core/preferences/preferences-file.ts'
import { preferencesHandlers } from '../../../../electron/core/preferences/preferences-store.ts'
import { validateRequest } from '../../../../shared/ipc/contract.ts'
import { fillDisk, mountSmallDisk } from '../../../support/small-disk.ts'

/** A change of the preferences as the IPC boundary passes it on: checked against the contract. */
function preferencesChange(x: unknown) {
  const checked = validateRequest('preferences:set', x)
  if (!checked.ok) throw new Error(checked.error)
  return checked.value
}

test('the catalogue settings and the renderer preferences share one file and survive a restart', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'prefs-catalogue-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = openPreferencesFile(dir)
  const catalogue = cataloguePreferences(file)
  const prefs = preferencesHandlers(dir, undefined, file)
  assert.equal(catalogue.read(), null, 'nothing kept yet')
  // Written at once, in both orders: neither write loses the other's values.
  await Promise.all([
    catalogue.write({ sharePercent: 50 }),
    prefs['preferences:set'](preferencesChange({ theme: 'dark' })),
    catalogue.write({ enabled: { service: 'http://a.test', on: false } }),
    catalogue.write({ refreshIntervalMs: 86_400_000 }),
  ])
  const again = openPreferencesFile(dir)
  assert.deepEqual(cataloguePreferences(again).read(), {
    sharePercent: 50,
    refreshIntervalMs: 86_400_000,
    enabled: { 'http://a.test': false },
  })
  assert.equal((await preferencesHandlers(dir, undefined, again)['preferences:get'](undefined)).theme, 'dark')
})

test('a full disk refuses a change in the one wording of file errors, and the value kept stays', async (t) => {
  const disk = mountSmallDisk(64)
  if ('skip' in disk) return t.skip(disk.skip)
  t.after(() => disk.unmount())
  const catalogue = cataloguePreferences(openPreferencesFile(disk.dir))
  await catalogue.write({ sharePercent: 10 })
  fillDisk(disk.dir)
  await assert.rejects(
    catalogue.write({ sharePercent: 100, enabled: { service: 'http://a.test', on: false } }),
    {
      name: 'FileProblemError',
      systemCode: 'ENOSPC',
      message: new RegExp(
        `^Could not save the catalogue settings to ${join(disk.dir, 'preferences.json')} \\(the disk is full\\)`,
      ),
    },
  )
  assert.deepEqual(catalogue.read(), { sharePercent: 10, enabled: {} })
  assert.deepEqual(cataloguePreferences(openPreferencesFile(disk.dir)).read(), {
    sharePercent: 10,
    enabled: {},
  })
})

test('values out of range or of another type in the file are not kept; the rest is', (t) => {
  assert.equal(readCatalogueSection('on'), null)
  assert.equal(readCatalogueSection([1]), null)
  assert.deepEqual(
    readCatalogueSection({
      sharePercent: 30,
      refreshIntervalMs: 1000,
      enabled: { 'http://a.test': false, 'http://b.test': 'no' },
    }),
    { enabled: { 'http://a.test': false } },
  )
  const dir = mkdtempSync(join(tmpdir(), 'prefs-catalogue-bad-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(
    join(dir, 'preferences.json'),
    '{"catalogue":{"sharePercent":100,"enabled":{"__proto__":false}}}',
  )
  const read = cataloguePreferences(openPreferencesFile(dir)).read()
  assert.equal(read?.sharePercent, 100)
  assert.equal(Object.getPrototypeOf(read?.enabled), Object.prototype, 'a name never reaches the prototype')
})
