// The catalogue's settings move once from the catalogue file of an older version to main's preferences
// (electron/core/catalogue/catalogue-settings.ts), through a real catalogue.sqlite and a real preferences.json.
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { createCatalogue } from '../../../../electron/core/catalogue/catalogue.ts'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { cataloguePreferences } from '../../../../electron/core/preferences/catalogue-preferences.ts'
import { openPreferencesFile } from '../../../../electron/core/preferences/preferences-file.ts'

const SERVICE = 'http://127.0.0.1:4010'

/** What an older version wrote: the share and refresh period in `settings`, the switch in `walks.enabled`. */
function writeOldSettings(dir: string, share: string, refreshMs: string, enabled: 0 | 1): void {
  const { db } = openCatalogueFile(join(dir, 'catalogue.sqlite'), Date.now())
  db.exec(`INSERT INTO services (id, name) VALUES (1, '${SERVICE}') ON CONFLICT DO NOTHING`)
  db.exec(`INSERT INTO walks (service, walk_id, pages, enabled) VALUES (1, 0, 0, ${enabled})
    ON CONFLICT DO UPDATE SET enabled = excluded.enabled`)
  const set = db.prepare(
    'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO UPDATE SET value = excluded.value',
  )
  set.run('share', share)
  set.run('refresh_ms', refreshMs)
  db.close()
}

/** A catalogue over `dir` with no service to walk, its settings in the folder's preferences.json. */
async function openOnce(dir: string) {
  const catalogue = createCatalogue({
    userDataDir: dir,
    target: () => null,
    settings: cataloguePreferences(openPreferencesFile(dir)),
  })
  const status = catalogue.status()
  await catalogue.close()
  // The move is written in the background: the next start reads what it wrote.
  return { status, kept: cataloguePreferences(openPreferencesFile(dir)).read() }
}

test('settings an older version kept in the catalogue file move to the preferences once, and are not read there again', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-migrate-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  writeOldSettings(dir, '50', String(86_400_000), 0)
  const first = await openOnce(dir)
  assert.equal(first.status.sharePercent, 50, 'in effect from the first start')
  assert.equal(first.status.refreshIntervalMs, 86_400_000)
  assert.deepEqual(first.kept, {
    sharePercent: 50,
    refreshIntervalMs: 86_400_000,
    enabled: { [SERVICE]: false },
  })
  const file = JSON.parse(readFileSync(join(dir, 'preferences.json'), 'utf8')) as { catalogue: unknown }
  assert.deepEqual(file.catalogue, first.kept)

  // The old tables are no longer the settings: what they hold later is not moved again.
  writeOldSettings(dir, '100', String(3_600_000), 1)
  const second = await openOnce(dir)
  assert.deepEqual(second.kept, first.kept)
  assert.equal(second.status.sharePercent, 50)
})

test('a file that never kept settings moves nothing, and the defaults hold', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-migrate-none-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const { status, kept } = await openOnce(dir)
  assert.equal(kept, null)
  assert.equal(status.sharePercent, 25)
  assert.equal(status.refreshIntervalMs, 7 * 86_400_000)
})

test('values out of range in the old file are not moved', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-migrate-bad-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  writeOldSettings(dir, '33', 'soon', 1)
  const { status, kept } = await openOnce(dir)
  assert.deepEqual(kept, { enabled: {} })
  assert.equal(status.sharePercent, 25)
})
