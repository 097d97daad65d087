/**
 * The application menu as plain data. Roles give the platform's standard items and shortcuts; the Go menu
 * sends commands to the renderer. Reload and DevTools exist only in development: in a packaged app they would
 * let anyone at the keyboard poke at the renderer's state.
 */
import type { EventChannel } from '../../shared/ipc/contract.ts'
import type { MenuCommand } from '../../shared/ipc/app.ts'
import type { MessageId } from '../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../shared/i18n/translate.ts'
import { englishWords } from '../i18n/main-words.ts'

export type { MenuCommand }

/** The event channel menu commands are sent on. */
export const MENU_COMMAND_CHANNEL = 'menu:did-request' satisfies EventChannel

type Role =
  | 'appMenu'
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'window'
  | 'help'

/** One menu item, in the shape Electron's Menu.buildFromTemplate takes. */
export interface MenuItemSpec {
  label?: string
  role?: Role
  type?: 'separator'
  accelerator?: string
  submenu?: MenuItemSpec[]
  click?: () => void
}

/** What the menu depends on. */
export interface MenuOptions {
  isMac: boolean
  isDev: boolean
  send: (command: MenuCommand) => void
  /** Help → Save diagnostics…: handled in the main process (the file is built there and saved with a dialog). */
  saveDiagnostics?: () => void
  /** Help → Check for updates…: handled in the main process, which asks before each step. */
  checkForUpdates?: () => void
  /** The words of the language in force (electron/i18n/main-words.ts); English until the preferences are read. */
  t?: Translate
}

const separator: MenuItemSpec = { type: 'separator' }

/** The Go menu's entries and shortcuts. */
export const GO_ITEMS: readonly { label: MessageId; accelerator: string; command: MenuCommand }[] = [
  { label: msg('page.bridges'), accelerator: 'CmdOrCtrl+1', command: 'go-bridges' },
  { label: msg('page.stats'), accelerator: 'CmdOrCtrl+2', command: 'go-stats' },
  { label: msg('page.keys'), accelerator: 'CmdOrCtrl+3', command: 'go-keys' },
  { label: msg('page.developer'), accelerator: 'CmdOrCtrl+4', command: 'go-developer' },
  { label: msg('menu.command-palette'), accelerator: 'CmdOrCtrl+K', command: 'open-command-palette' },
]

/** Builds the menu template (File, Edit, View, Go, Window, Help; plus the app menu on macOS). */
export function buildMenuTemplate({
  isMac,
  isDev,
  send,
  saveDiagnostics,
  checkForUpdates,
  t = englishWords,
}: MenuOptions): MenuItemSpec[] {
  const devItems: MenuItemSpec[] = isDev
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator]
    : []
  const goItems: MenuItemSpec[] = GO_ITEMS.map(({ label, accelerator, command }) => ({
    label: t(label),
    accelerator,
    click: () => send(command),
  }))
  // The palette is not a place: set it apart from the views.
  goItems.splice(GO_ITEMS.length - 1, 0, separator)
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    { label: t('menu.file'), submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: t('menu.view'),
      submenu: [
        ...devItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    { label: t('menu.go'), submenu: goItems },
    {
      label: t('menu.window'),
      submenu: isMac
        ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      role: 'help',
      submenu: [
        ...(checkForUpdates ? [{ label: t('menu.check-updates'), click: checkForUpdates }] : []),
        ...(saveDiagnostics ? [{ label: t('menu.save-diagnostics'), click: saveDiagnostics }] : []),
        ...(checkForUpdates || saveDiagnostics ? [separator] : []),
        { role: 'about' },
      ],
    },
  ]
}
