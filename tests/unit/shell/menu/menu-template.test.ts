import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  buildMenuTemplate,
  type MenuCommand,
  type MenuItemSpec,
} from '../../../../electron/menu/menu-template.ts'

const flatten = (items: readonly MenuItemSpec[]): MenuItemSpec[] =>
  items.flatMap((item) => [item, ...flatten(item.submenu ?? [])])
const roles = (items: readonly MenuItemSpec[]): string[] =>
  flatten(items).flatMap((i) => (i.role ? [i.role] : []))

describe('the application menu', () => {
  test('it has File, Edit, View, Go, Window and Help; macOS adds the app menu first', () => {
    const labels = (isMac: boolean) =>
      buildMenuTemplate({ isMac, isDev: false, send: () => undefined }).map((m) => m.label ?? m.role)
    assert.deepEqual(labels(false), ['File', 'Edit', 'View', 'Go', 'Window', 'help'])
    assert.deepEqual(labels(true), ['appMenu', 'File', 'Edit', 'View', 'Go', 'Window', 'help'])
  })

  test('Help → Check for updates… and Save diagnostics… are there once the main process can answer them', () => {
    let saved = 0
    const help = (saveDiagnostics?: () => void) =>
      buildMenuTemplate({
        isMac: false,
        isDev: false,
        send: () => undefined,
        ...(saveDiagnostics ? { saveDiagnostics } : {}),
      }).find((m) => m.role === 'help')?.submenu ?? []
    assert.deepEqual(
      help().map((i) => i.label ?? i.role),
      ['about'],
    )
    const item = help(() => saved++).find((i) => i.label === 'Save diagnostics…')
    item?.click?.()
    assert.equal(saved, 1)
    let checked = 0
    const both = buildMenuTemplate({
      isMac: false,
      isDev: false,
      send: () => undefined,
      saveDiagnostics: () => undefined,
      checkForUpdates: () => checked++,
    }).find((m) => m.role === 'help')?.submenu
    assert.deepEqual(
      both?.map((i) => i.label ?? i.role ?? i.type),
      ['Check for updates…', 'Save diagnostics…', 'separator', 'about'],
    )
    both?.[0]?.click?.()
    assert.equal(checked, 1)
  })

  test('reload and DevTools exist only in development; zoom always', () => {
    const prod = roles(buildMenuTemplate({ isMac: false, isDev: false, send: () => undefined }))
    const dev = roles(buildMenuTemplate({ isMac: false, isDev: true, send: () => undefined }))
    for (const role of ['reload', 'forceReload', 'toggleDevTools']) {
      assert.equal(prod.includes(role), false, role)
      assert.equal(dev.includes(role), true, role)
    }
    for (const role of ['zoomIn', 'zoomOut', 'resetZoom']) assert.equal(prod.includes(role), true, role)
  })

  test('the Go menu sends its command under the documented shortcuts', () => {
    const sent: MenuCommand[] = []
    const template = buildMenuTemplate({ isMac: false, isDev: false, send: (c) => sent.push(c) })
    const go = template.find((m) => m.label === 'Go')?.submenu ?? []
    const items = go.filter((i) => i.type !== 'separator')
    assert.deepEqual(
      items.map((i) => [i.label, i.accelerator]),
      [
        ['Bridges', 'CmdOrCtrl+1'],
        ['Stats', 'CmdOrCtrl+2'],
        ['Keys', 'CmdOrCtrl+3'],
        ['Developer', 'CmdOrCtrl+4'],
        ['Command Palette…', 'CmdOrCtrl+K'],
      ],
    )
    for (const item of items) item.click?.()
    assert.deepEqual(sent, ['go-bridges', 'go-stats', 'go-keys', 'go-developer', 'open-command-palette'])
  })

  test('no two items share a shortcut', () => {
    const accelerators = flatten(
      buildMenuTemplate({ isMac: true, isDev: true, send: () => undefined }),
    ).flatMap((i) => (i.accelerator ? [i.accelerator] : []))
    assert.equal(new Set(accelerators).size, accelerators.length)
  })
})

describe('the application menu in the language chosen', () => {
  test('German titles and Go items, the shortcuts unchanged; Arabic with its own words', async () => {
    const { mainWords } = await import('../../../../electron/i18n/main-words.ts')
    const menu = async (language: 'de' | 'ar') =>
      buildMenuTemplate({
        isMac: false,
        isDev: false,
        send: () => undefined,
        checkForUpdates: () => undefined,
        t: await mainWords({ language, formats: null }),
      })
    const german = await menu('de')
    assert.deepEqual(
      german.map((m) => m.label ?? m.role),
      ['Datei', 'Bearbeiten', 'Ansicht', 'Gehe zu', 'Fenster', 'help'],
    )
    const go = german.find((m) => m.label === 'Gehe zu')?.submenu ?? []
    assert.deepEqual(
      go.map((i) => [i.label ?? i.type, i.accelerator]),
      [
        ['Brücken', 'CmdOrCtrl+1'],
        ['Statistik', 'CmdOrCtrl+2'],
        ['API-Schlüssel', 'CmdOrCtrl+3'],
        ['Entwickler', 'CmdOrCtrl+4'],
        ['separator', undefined],
        ['Befehlspalette…', 'CmdOrCtrl+K'],
      ],
    )
    assert.equal((await menu('ar'))[0]?.label, 'ملف')
  })
})
