/** Command-line parsing for the browser preview (pure, so every error case is unit tested). */
import { checkServiceUrl } from '../../shared/net/url-safety.ts'
import { parseDeepLink, type DeepLinkTarget } from '../deep-links/deep-link.ts'
import { createHash } from 'node:crypto'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'

/** A usage error: printed as one line on stderr, exit code 2. */
export class PreviewCliError extends Error {
  override name = 'PreviewCliError'
}

/** What the command line asks for. */
export type PreviewCommand =
  | { kind: 'help' }
  | {
      kind: 'serve'
      port: number
      demo: boolean
      serviceUrl: string | null
      userDataDir: string
      /** Only present when given; the core's default (5 minutes) applies otherwise. */
      pollIntervalMs?: number
      /** Only present when given: the printed address opens as the desktop app does from this link. */
      deepLink?: DeepLinkTarget
      /** Only present when given: the core's clock starts at this time (epoch ms) and tests move it (README.md). */
      testClock?: number
    }

/** Usage text for --help. */
export const PREVIEW_HELP = `Usage: npm run web -- [--port N] [--demo] [--service-url URL] [--user-data DIR]

Runs Bridge Explorer in a browser: the same main-process core as the desktop app, reached over loopback HTTP.
Open the printed URL; it carries a per-run secret in its #fragment, so a reload needs the printed URL again.

Options:
  --port N             port on 127.0.0.1; 0 picks a free port (default 5174)
  --demo               start the reference service in-process and use its demo key while no key is active
                       (the default when neither --service-url nor a saved key is present)
  --service-url URL    the API you will add keys for (Keys offers its address); turns the default demo
                       service off
  --user-data DIR      user-data folder (default $XDG_CONFIG_HOME/bridge-explorer-preview,
                       or ~/.config/bridge-explorer-preview); exports go to DIR/exports/
  --poll-interval-ms MS  how often the stats history polls /stats (default 300000; 1000 at least)
  --deep-link LINK     open the printed address as the desktop app opens from LINK (bridge-explorer://…):
                       the first page drawn is none, and the tab is sent the link once it listens
  --test-clock MS      for tests only: the app's clock starts at MS (epoch milliseconds) and POST /test/clock
                       moves it forward (see electron/preview/README.md)
  --help               show this text

Links the app would open in a browser are printed on stdout instead (a server cannot open a tab for you).`

/** The default user-data folder, kept apart from the desktop app's so the two never share state. */
export function defaultUserDataDir(
  env: Readonly<Record<string, string | undefined>>,
  home = homedir(),
): string {
  const base =
    env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== ''
      ? env.XDG_CONFIG_HOME
      : join(home, '.config')
  return join(base, 'bridge-explorer-preview')
}

/**
 * The keychain service the preview files its keys under, one per user-data folder: the key list lives in that
 * folder, so the secrets must too, or every other preview folder's keys would look like entries without metadata
 * (orphans) here. The default folder keeps the plain name, so keys saved by earlier versions stay found.
 */
export function previewKeychainService(
  userDataDir: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const dir = resolve(userDataDir)
  if (dir === resolve(defaultUserDataDir(env))) return 'bridge-explorer-preview'
  return `bridge-explorer-preview-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`
}

/** Parses the arguments after the script name. `demo` is only the explicit flag; see decideDemo for the default. */
export function parsePreviewCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): PreviewCommand {
  if (args.includes('--help') || args.includes('-h')) return { kind: 'help' }
  const seen = new Set<string>()
  let port = 5174
  let demo = false
  let serviceUrl: string | null = null
  let userDataDir: string | null = null
  let pollIntervalMs: number | null = null
  let deepLink: DeepLinkTarget | null = null
  let testClock: number | null = null
  for (let i = 0; i < args.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(args[i] as string)
    if (!match) throw new PreviewCliError(`unexpected argument "${args[i]}" (see --help)`)
    const name = match[1] as string
    if (seen.has(name)) throw new PreviewCliError(`--${name} given more than once`)
    seen.add(name)
    if (name === 'demo') {
      if (match[2] !== undefined) throw new PreviewCliError('--demo takes no value')
      demo = true
      continue
    }
    if (!['port', 'service-url', 'user-data', 'poll-interval-ms', 'deep-link', 'test-clock'].includes(name))
      throw new PreviewCliError(`unknown option --${name} (see --help)`)
    const value = match[2] ?? args[++i]
    if (value === undefined || (match[2] === undefined && value.startsWith('--')))
      throw new PreviewCliError(`--${name} needs a value`)
    if (name === 'port') {
      if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
        throw new PreviewCliError(`--port must be a whole number from 0 to 65535, got "${value}"`)
      port = Number(value)
    } else if (name === 'poll-interval-ms') {
      // A floor, so a typo cannot turn the poller into a load test of the service.
      if (!/^\d{1,9}$/.test(value) || Number(value) < 1000)
        throw new PreviewCliError(
          `--poll-interval-ms must be a whole number of at least 1000, got "${value}"`,
        )
      pollIntervalMs = Number(value)
    } else if (name === 'deep-link') {
      deepLink = parseDeepLink(value)
      if (deepLink === null)
        throw new PreviewCliError(
          `--deep-link must be a bridge-explorer://bridges/<slug>, ://profiles/<username> or ://bridges?<view> link, got "${value}"`,
        )
    } else if (name === 'test-clock') {
      testClock = testClockOption(value)
    } else if (name === 'service-url') {
      serviceUrl = serviceUrlOption(value)
    } else {
      if (value === '') throw new PreviewCliError('--user-data needs a folder')
      userDataDir = resolve(value)
    }
  }
  return {
    kind: 'serve',
    port,
    demo,
    serviceUrl,
    userDataDir: userDataDir ?? defaultUserDataDir(env),
    ...(pollIntervalMs !== null ? { pollIntervalMs } : {}),
    ...(deepLink !== null ? { deepLink } : {}),
    ...(testClock !== null ? { testClock } : {}),
  }
}

// A time the renderer's Date can show (year 2001 to 2286): a typo must not start the app in 1970.
function testClockOption(value: string): number {
  if (!/^\d{12,13}$/.test(value))
    throw new PreviewCliError(
      `--test-clock must be a time in epoch milliseconds (12 or 13 digits, as Date.now() prints), got "${value}"`,
    )
  return Number(value)
}

// The shared rule (shared/net/url-safety.ts), so the preview cannot point a key at a URL the vault would refuse.
function serviceUrlOption(value: string): string {
  const checked = checkServiceUrl(value)
  if (!checked.ok) throw new PreviewCliError(`--service-url must be an http(s) URL: ${checked.message}`)
  return checked.url
}

/** Whether to start the in-process demo service: asked for, or nothing else to talk to. */
export function decideDemo(
  command: { demo: boolean; serviceUrl: string | null },
  hasSavedKey: boolean,
): boolean {
  return command.demo || (command.serviceUrl === null && !hasSavedKey)
}
