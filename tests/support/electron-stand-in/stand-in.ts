/**
 * A recording stand-in for the `electron` module, for running the BUILT shell (dist-electron/main.js and
 * preload.cjs) under plain Node: the Electron binary cannot be downloaded here. It is a test double, named as
 * one: it records what the shell asks of Electron and lets a test play Electron's part (ready, a frame's IPC
 * call, a navigation, a second instance). Every member the shell uses is typed with `satisfies Pick<…>` against
 * the electron package's own electron.d.ts, so a signature that changes upstream fails the typecheck here.
 */
import { EventEmitter } from 'node:events'
import type {
  App,
  BrowserWindowConstructorOptions,
  ContextBridge,
  Dialog,
  HandlerDetails,
  IpcMain,
  IpcMainInvokeEvent,
  IpcRenderer,
  IpcRendererEvent,
  Menu,
  MenuItemConstructorOptions,
  MessageBoxOptions,
  Net,
  NotificationConstructorOptions,
  Protocol,
  Rectangle,
  Screen,
  Session,
  Shell,
  WebContents,
  WindowOpenHandlerResponse,
} from 'electron'

type InvokeListener = Parameters<IpcMain['handle']>[1]
type ProtocolHandler = Parameters<Protocol['handle']>[1]
type RequestHandler = NonNullable<Parameters<Session['setPermissionRequestHandler']>[0]>
type CheckHandler = NonNullable<Parameters<Session['setPermissionCheckHandler']>[0]>
type DeviceHandler = NonNullable<Parameters<Session['setDevicePermissionHandler']>[0]>
type RendererListener = (event: IpcRendererEvent, ...args: unknown[]) => void
type WindowOpenHandler = (details: HandlerDetails) => WindowOpenHandlerResponse

/** One web contents as the stand-in plays it: an event emitter that records what main sends. */
export class StandInWebContents extends EventEmitter {
  readonly sent: { channel: string; payload: unknown }[] = []
  windowOpenHandler: WindowOpenHandler | null = null
  loading = true
  readonly webContentsMembers = {
    send: (channel: string, ...args: unknown[]) => {
      this.sent.push({ channel, payload: args[0] })
    },
    isLoading: () => this.loading,
    getZoomFactor: () => 1,
    setWindowOpenHandler: (handler: WindowOpenHandler) => {
      this.windowOpenHandler = handler
    },
  } satisfies Pick<WebContents, 'send' | 'isLoading' | 'getZoomFactor' | 'setWindowOpenHandler'>
  readonly send = this.webContentsMembers.send
  readonly isLoading = this.webContentsMembers.isLoading
  readonly getZoomFactor = this.webContentsMembers.getZoomFactor
  readonly setWindowOpenHandler = this.webContentsMembers.setWindowOpenHandler

  readonly id: number

  constructor(id: number) {
    super()
    this.id = id
  }

  /** Plays Chromium finishing the page load. */
  finishLoad(): void {
    this.loading = false
    this.emit('did-finish-load')
  }

  /** Plays a navigation event; returns true when main prevented it. */
  attempt(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url: string): boolean {
    let prevented = false
    this.emit(event, { preventDefault: () => (prevented = true) }, url)
    return prevented
  }
}

/** Everything the stand-in recorded and the handles a test uses to play Electron's part. */
export interface ElectronStandIn {
  /** The module namespace the shell imports as `electron`. */
  module: Record<string, unknown>
  app: StandInApp
  windows: StandInBrowserWindow[]
  /** The web contents created through `app` (windows' contents included), for `web-contents-created`. */
  handlers: Map<string, InvokeListener>
  protocolHandlers: Map<string, ProtocolHandler>
  privilegedSchemes: unknown[]
  permissions: { request?: RequestHandler; check?: CheckHandler; device?: DeviceHandler }
  exposed: Map<string, unknown>
  ipcRendererListeners: Map<string, RendererListener[]>
  rendererInvokes: { channel: string; args: unknown[] }[]
  errors: string[]
  /** The files the shell asked `shell.showItemInFolder` to show. */
  shownInFolder: string[]
  /** The URL of every call made through `net.fetch` (the desktop app's transport). */
  netFetches: string[]
  /** The proxy configurations the shell gave `session.defaultSession.setProxy`. */
  proxyConfigs: Parameters<Session['setProxy']>[0][]
  /** What the save dialog answers: a path, or null (the default) for "cancelled". */
  saveDialogAnswer: { filePath: string | null; before?: () => Promise<void> }
  /** What the open dialog answers: a path, or null (the default) for "cancelled". */
  openDialogAnswer: { filePath: string | null }
  /** Every message box shown, in order; each is answered with the next of `messageBoxAnswers` or its cancelId. */
  messageBoxes: MessageBoxOptions[]
  messageBoxAnswers: number[]
  /** Every desktop notification shown, in order (the options it was made with). */
  notifications: NotificationConstructorOptions[]
  /** The template of the application menu the shell installed last (null before any). */
  applicationMenu: { template: MenuItemConstructorOptions[] | null }
  /** Resolves with the first window the shell creates; rejects if the shell exits first. */
  firstWindow: Promise<StandInBrowserWindow>
  /** Resolves with the code the shell passes to app.exit(). */
  exited: Promise<number>
  /**
   * What the page does as its window closes (its pagehide: the last writes it sends), played before the window's
   * 'closed'. A window closes when the shell closes it, or when a quit that was let through closes every window.
   */
  pageClosing: { run?: (window: StandInBrowserWindow) => Promise<void> }
  /** Plays an IPC invoke from a frame; resolves with the handler's answer. */
  invoke(
    channel: string,
    payload: unknown,
    from: { senderId: number; url: string; mainFrame?: boolean },
  ): Promise<unknown>
}

/** The app object: lifecycle events plus the members the shell calls. */
export type StandInApp = EventEmitter & {
  quitCalls: number
  exitCode: number | null
  sandboxEnabled: boolean
  protocolClients: string[]
}

/** The window class the shell constructs. */
export interface StandInBrowserWindow {
  options: BrowserWindowConstructorOptions
  webContents: StandInWebContents
  loadedUrl: string | null
  shown: boolean
  focused: number
  destroyed: boolean
  /** Closes it as Electron does: 'close' (preventable), the page goes away, then 'closed'. */
  closeNow(quitting: boolean): Promise<void>
}

export interface StandInSettings {
  userDataDir: string
  downloadsDir: string
  /** What requestSingleInstanceLock answers (false: another instance owns the window). */
  singleInstanceLock: boolean
  /** What app.isPackaged says (default false, as under `electron .`). */
  isPackaged?: boolean
}

/** Builds a fresh stand-in; nothing is shared between two of them. */
export function createElectronStandIn(settings: StandInSettings): ElectronStandIn {
  let nextId = 1
  const windows: StandInBrowserWindow[] = []
  const handlers = new Map<string, InvokeListener>()
  const protocolHandlers = new Map<string, ProtocolHandler>()
  const privilegedSchemes: unknown[] = []
  const permissions: ElectronStandIn['permissions'] = {}
  const exposed = new Map<string, unknown>()
  const ipcRendererListeners = new Map<string, RendererListener[]>()
  const rendererInvokes: { channel: string; args: unknown[] }[] = []
  const errors: string[] = []
  const shownInFolder: string[] = []
  const netFetches: string[] = []
  const proxyConfigs: Parameters<Session['setProxy']>[0][] = []
  const saveDialogAnswer: ElectronStandIn['saveDialogAnswer'] = { filePath: null }
  const openDialogAnswer: ElectronStandIn['openDialogAnswer'] = { filePath: null }
  const messageBoxes: MessageBoxOptions[] = []
  const messageBoxAnswers: number[] = []
  const applicationMenu: ElectronStandIn['applicationMenu'] = { template: null }
  const pageClosing: ElectronStandIn['pageClosing'] = {}
  let windowCreated!: (w: StandInBrowserWindow) => void
  let exitedBeforeWindow!: (error: Error) => void
  const firstWindow = new Promise<StandInBrowserWindow>((resolve, reject) => {
    windowCreated = resolve
    exitedBeforeWindow = reject
  })
  // A shell that exits on purpose (a refusal) leaves firstWindow rejected; only a test that awaits it cares.
  firstWindow.catch(() => undefined)
  let exitWith!: (code: number) => void
  const exited = new Promise<number>((resolve) => (exitWith = resolve))

  const app = Object.assign(new EventEmitter(), {
    quitCalls: 0,
    exitCode: null as number | null,
    sandboxEnabled: false,
    protocolClients: [] as string[],
  })
  const appMembers = {
    isPackaged: settings.isPackaged ?? false,
    requestSingleInstanceLock: () => settings.singleInstanceLock,
    quit: () => {
      app.quitCalls++
      let prevented = false
      app.emit('before-quit', { preventDefault: () => (prevented = true) })
      if (prevented) return
      // Electron closes every window before it quits (and says nothing of window-all-closed then).
      void (async () => {
        for (const w of windows) await w.closeNow(true)
        app.emit('quit')
      })()
    },
    exit: (code?: number) => {
      app.exitCode = code ?? 0
      exitWith(app.exitCode)
      exitedBeforeWindow(new Error(`the shell exited with code ${app.exitCode}: ${errors.join('; ')}`))
    },
    enableSandbox: () => {
      app.sandboxEnabled = true
    },
    whenReady: () => Promise.resolve(),
    getPath: (name: Parameters<App['getPath']>[0]) =>
      name === 'downloads' ? settings.downloadsDir : settings.userDataDir,
    getVersion: () => '0.0.0-stand-in',
    setAsDefaultProtocolClient: (protocol: string) => {
      app.protocolClients.push(protocol)
      return true
    },
  } satisfies Pick<
    App,
    | 'isPackaged'
    | 'requestSingleInstanceLock'
    | 'quit'
    | 'exit'
    | 'enableSandbox'
    | 'whenReady'
    | 'getPath'
    | 'getVersion'
    | 'setAsDefaultProtocolClient'
  >
  Object.assign(app, appMembers)

  const newWebContents = (): StandInWebContents => {
    const contents = new StandInWebContents(nextId++)
    app.emit('web-contents-created', {}, contents)
    return contents
  }

  class BrowserWindow extends EventEmitter implements StandInBrowserWindow {
    static getAllWindows = (): StandInBrowserWindow[] => windows.filter((w) => !w.destroyed)
    readonly webContents = newWebContents()
    loadedUrl: string | null = null
    shown = false
    focused = 0
    destroyed = false
    maximized = false
    closing = false
    async closeNow(quitting: boolean): Promise<void> {
      if (this.destroyed || this.closing) return
      let prevented = false
      this.emit('close', { preventDefault: () => (prevented = true) })
      if (prevented) return
      this.closing = true
      await pageClosing.run?.(this)
      this.destroyed = true
      this.webContents.emit('destroyed')
      this.emit('closed')
      if (!quitting && windows.every((w) => w.destroyed)) app.emit('window-all-closed')
    }
    readonly members = {
      close: () => {
        void this.closeNow(false)
      },
      show: () => {
        this.shown = true
      },
      maximize: () => {
        this.maximized = true
      },
      isMaximized: () => this.maximized,
      isMinimized: () => false,
      restore: () => undefined,
      focus: () => {
        this.focused++
      },
      isDestroyed: () => this.destroyed,
      getNormalBounds: (): Rectangle => ({ x: 0, y: 0, width: 1200, height: 800 }),
      getContentSize: (): number[] => [1200, 800],
      loadURL: (url: string) => {
        this.loadedUrl = url
        return Promise.resolve()
      },
    } satisfies Pick<
      Electron.BrowserWindow,
      | 'close'
      | 'show'
      | 'maximize'
      | 'isMaximized'
      | 'isMinimized'
      | 'restore'
      | 'focus'
      | 'isDestroyed'
      | 'getNormalBounds'
      | 'getContentSize'
      | 'loadURL'
    >
    readonly options: BrowserWindowConstructorOptions
    constructor(options: BrowserWindowConstructorOptions) {
      super()
      this.options = options
      Object.assign(this, this.members)
      windows.push(this)
      windowCreated(this)
    }
  }

  const ipcMain = {
    handle: (channel: string, listener: InvokeListener) => {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
      handlers.set(channel, listener)
    },
    removeHandler: (channel: string) => {
      handlers.delete(channel)
    },
  } satisfies Pick<IpcMain, 'handle' | 'removeHandler'>

  const protocol = {
    registerSchemesAsPrivileged: (schemes: Parameters<Protocol['registerSchemesAsPrivileged']>[0]) => {
      privilegedSchemes.push(...schemes)
    },
    handle: (scheme: string, handler: ProtocolHandler) => {
      protocolHandlers.set(scheme, handler)
    },
  } satisfies Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>

  const defaultSession = {
    setPermissionRequestHandler: (handler: RequestHandler | null) => {
      if (handler !== null) permissions.request = handler
    },
    setPermissionCheckHandler: (handler: CheckHandler | null) => {
      if (handler !== null) permissions.check = handler
    },
    setDevicePermissionHandler: (handler: DeviceHandler | null) => {
      if (handler !== null) permissions.device = handler
    },
    setProxy: (config: Parameters<Session['setProxy']>[0]) => {
      proxyConfigs.push(config)
      return Promise.resolve()
    },
    closeAllConnections: () => Promise.resolve(),
  } satisfies Pick<
    Session,
    | 'setPermissionRequestHandler'
    | 'setPermissionCheckHandler'
    | 'setDevicePermissionHandler'
    | 'setProxy'
    | 'closeAllConnections'
  >

  // Chromium's network stack cannot run here: Node's fetch plays net.fetch, and each call's URL is recorded.
  const net = {
    fetch: (input: string | Request, init?: RequestInit) => {
      netFetches.push(typeof input === 'string' ? input : input.url)
      return fetch(input, init)
    },
  } satisfies Pick<Net, 'fetch'>

  const menu = {
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => ({ template }) as unknown as Menu,
    setApplicationMenu: (installed: Menu | null) => {
      applicationMenu.template =
        (installed as unknown as { template?: MenuItemConstructorOptions[] } | null)?.template ?? null
    },
  } satisfies Pick<typeof Electron.Menu, 'buildFromTemplate' | 'setApplicationMenu'>

  const dialog = {
    showErrorBox: (title: string, content: string) => {
      errors.push(`${title}: ${content}`)
    },
    showSaveDialog: async () => {
      // `before` plays a user who takes their time in the dialog.
      await saveDialogAnswer.before?.()
      return saveDialogAnswer.filePath === null
        ? { canceled: true, filePath: '' }
        : { canceled: false, filePath: saveDialogAnswer.filePath }
    },
    showOpenDialog: async () =>
      openDialogAnswer.filePath === null
        ? { canceled: true, filePaths: [] }
        : { canceled: false, filePaths: [openDialogAnswer.filePath] },
    showMessageBox: (first: unknown, second?: MessageBoxOptions) => {
      const options = second ?? (first as MessageBoxOptions)
      messageBoxes.push(options)
      const response = messageBoxAnswers.shift() ?? options.cancelId ?? 0
      return Promise.resolve({ response, checkboxChecked: false })
    },
  } satisfies Pick<Dialog, 'showErrorBox' | 'showSaveDialog' | 'showOpenDialog' | 'showMessageBox'>

  const display = { workArea: { x: 0, y: 0, width: 1920, height: 1080 } } as Electron.Display
  const screen = {
    getPrimaryDisplay: () => display,
    getAllDisplays: () => [display],
  } satisfies Pick<Screen, 'getPrimaryDisplay' | 'getAllDisplays'>

  const shell = {
    openExternal: () => Promise.resolve(),
    showItemInFolder: (fullPath: string) => {
      shownInFolder.push(fullPath)
    },
  } satisfies Pick<Shell, 'openExternal' | 'showItemInFolder'>

  const contextBridge = {
    exposeInMainWorld: (key: string, api: unknown) => {
      if (exposed.has(key)) throw new Error(`Cannot bind an API on top of an existing property: ${key}`)
      exposed.set(key, api)
    },
  } satisfies Pick<ContextBridge, 'exposeInMainWorld'>

  const ipcRenderer = {
    invoke: (channel: string, ...args: unknown[]) => {
      rendererInvokes.push({ channel, args })
      return Promise.resolve({ ok: true, value: null })
    },
    on(channel: string, listener: RendererListener) {
      ipcRendererListeners.set(channel, [...(ipcRendererListeners.get(channel) ?? []), listener])
      return this as unknown as IpcRenderer
    },
    removeListener(channel: string, listener: RendererListener) {
      ipcRendererListeners.set(
        channel,
        (ipcRendererListeners.get(channel) ?? []).filter((l) => l !== listener),
      )
      return this as unknown as IpcRenderer
    },
  } satisfies Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>

  const notifications: NotificationConstructorOptions[] = []
  // Records what is shown; `click` is not played (no test clicks a notification yet).
  class Notification extends EventEmitter {
    static isSupported(): boolean {
      return true
    }
    readonly options: NotificationConstructorOptions
    constructor(options: NotificationConstructorOptions = {}) {
      super()
      this.options = options
    }
    show(): void {
      notifications.push(this.options)
    }
  }
  Notification satisfies Pick<typeof Electron.Notification, 'isSupported'>

  return {
    module: {
      app,
      Notification,
      BrowserWindow,
      ipcMain,
      protocol,
      session: { defaultSession },
      net,
      Menu: menu,
      dialog,
      screen,
      shell,
      contextBridge,
      ipcRenderer,
    },
    app,
    windows,
    handlers,
    protocolHandlers,
    privilegedSchemes,
    permissions,
    exposed,
    ipcRendererListeners,
    rendererInvokes,
    errors,
    shownInFolder,
    netFetches,
    proxyConfigs,
    saveDialogAnswer,
    openDialogAnswer,
    messageBoxes,
    messageBoxAnswers,
    notifications,
    applicationMenu,
    firstWindow,
    exited,
    pageClosing,
    async invoke(channel, payload, from) {
      const listener = handlers.get(channel)
      if (listener === undefined) throw new Error(`no handler bound for ${channel}`)
      // Only the members the sender check reads; the rest of a real IpcMainInvokeEvent is not played.
      const event = {
        sender: { id: from.senderId },
        senderFrame: { url: from.url, parent: from.mainFrame === false ? {} : null },
      } as unknown as IpcMainInvokeEvent
      return (await listener(event, payload)) as unknown
    },
  }
}
