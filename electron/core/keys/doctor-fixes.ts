/** The keychain doctor's words: a summary and the fix, step by step, for each problem it can name. */
import { said, type Said } from '../../../shared/i18n/said.ts'
import type { FixStep, KeychainBackend, KeychainDoctorProblem } from '../../../shared/ipc/keychain.ts'

/** What the fix depends on besides the problem. */
export interface FixContext {
  platform: NodeJS.Platform
  provider: string | null
  /** 'Flatpak' or 'Snap', with the app id or snap name when known. */
  sandbox: { kind: 'Flatpak' | 'Snap'; id: string | null } | null
  /** The Secret Service answers reads but has no default keyring to save into (optional: false). */
  noDefaultKeyring?: boolean
  /**
   * A desktop session (DISPLAY or WAYLAND_DISPLAY) where Passwords and Keys (Seahorse) can open (optional: true);
   * without one the fix is the command that does the same from a terminal.
   */
  desktop?: boolean
}

const AGAIN: FixStep = { text: 'Then choose Check again.' }

/** A backend as keys.doctor.where selects it. */
const BACKEND_KEYS: Record<KeychainBackend, string> = {
  'macos-keychain': 'macos_keychain',
  'windows-credential-manager': 'windows_credential_manager',
  'secret-service': 'secret_service',
  none: 'none',
}

/** Where keys are kept, as a phrase of the summary: at the start of a sentence or inside one. */
function whereSaid(backend: KeychainBackend, provider: string | null, start: boolean): Said {
  const values = {
    backend: BACKEND_KEYS[backend],
    provider: provider ?? '',
    named: provider === null ? 'no' : 'yes',
  }
  return start ? said('keys.doctor.where-start', values) : said('keys.doctor.where', values)
}

/**
 * One or two sentences on what was found, said by code (the Keys page words it in the language shown; `summary`
 * keeps it in English for the diagnostics file, docs/i18n.md).
 */
export function summaryOf(
  backend: KeychainBackend,
  provider: string | null,
  problem: KeychainDoctorProblem | null,
  noDefaultKeyring = false,
): Said {
  if (problem === null) return said('keys.doctor.works', { where: whereSaid(backend, provider, false) })
  const where = whereSaid(backend, provider, true)
  if (problem === 'other' && noDefaultKeyring) return said('keys.doctor.no-default-keyring', { where })
  return said('keys.doctor.cannot-store', { why: problem, where })
}

/** The steps that fix `problem` here. */
export function fixFor(problem: KeychainDoctorProblem, ctx: FixContext): FixStep[] {
  return [...steps(problem, ctx), AGAIN]
}

function steps(problem: KeychainDoctorProblem, ctx: FixContext): FixStep[] {
  if (ctx.platform === 'darwin')
    return [
      { text: 'Open Keychain Access and unlock the “login” keychain (File › Unlock Keychain).' },
      { text: 'If Bridge Explorer was denied access before, allow it when macOS asks again.' },
    ]
  if (ctx.platform === 'win32')
    return [
      {
        text: 'Sign in to Windows with your own account (Credential Manager is per user and not available to service accounts).',
      },
    ]
  switch (problem) {
    case 'no_session_bus':
      return [
        {
          text: 'Start Bridge Explorer from your desktop session (its menu entry, or a terminal inside the desktop), not over SSH or from a system service.',
        },
        ...startBusAndKeyring(),
      ]
    // Without a desktop the one way is the command itself: a step saying it in other words would only repeat it.
    case 'headless':
      return startBusAndKeyring()
    case 'wsl':
      return [
        {
          text: 'Install a keyring inside WSL:',
          command: 'sudo apt install gnome-keyring dbus-x11 libsecret-1-0',
        },
        ...startBusAndKeyring(),
        {
          text: 'Or use the Windows version of Bridge Explorer, which keeps keys in Windows Credential Manager.',
        },
      ]
    case 'no_secret_service':
      return [
        {
          text: 'Start gnome-keyring in this session:',
          command: 'gnome-keyring-daemon --start --components=secrets',
        },
        {
          text: 'If that command is not found, install it first (Debian, Ubuntu):',
          command: 'sudo apt install gnome-keyring',
        },
        { text: 'Unlock the login keyring when asked (or in Passwords and Keys).' },
      ]
    case 'kwallet':
      return [
        {
          text: 'Open System Settings › KDE Wallet, enable the wallet subsystem, and turn on “Use KWallet for the Secret Service interface” (KDE Frameworks 5.97 or later).',
        },
        {
          text: 'Or install and start gnome-keyring instead:',
          command: 'gnome-keyring-daemon --start --components=secrets',
        },
      ]
    case 'locked':
    case 'timeout':
      return unlockSteps(ctx.provider, ctx.desktop !== false)
    case 'sandboxed':
      return sandboxSteps(ctx)
    case 'module_missing':
      return [
        { text: 'Install libsecret (Debian, Ubuntu):', command: 'sudo apt install libsecret-1-0' },
        { text: 'Restart Bridge Explorer.' },
      ]
    case 'other':
      if (ctx.noDefaultKeyring && ctx.desktop === false) return [UNLOCK_FROM_TERMINAL]
      if (ctx.noDefaultKeyring)
        return [
          {
            text: 'Create a keyring and make it the default: in Passwords and Keys (Seahorse), choose + › Password keyring, name it “Login”, then right-click it › Set as default.',
          },
          {
            text: 'Or log out and in again: the desktop creates and unlocks the login keyring with your password.',
          },
        ]
      return [{ text: 'Restart the keyring daemon (or log out and in again), and unlock the login keyring.' }]
  }
}

function startBusAndKeyring(): FixStep[] {
  return [
    {
      text: 'Start a session bus with an unlocked keyring and the app inside it (the keyring password is read from standard input):',
      command:
        "dbus-run-session -- sh -c 'gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec bridge-explorer'",
    },
  ]
}

/** Replaces the keyring daemon with one that opens (or first creates) the login keyring: no window needed. */
const UNLOCK_FROM_TERMINAL: FixStep = {
  text: 'Unlock the login keyring from a terminal in this session (it is created if there is none): type its password, then press Ctrl+D twice.',
  command: 'gnome-keyring-daemon --replace --unlock --components=secrets',
}

function unlockSteps(provider: string | null, desktop: boolean): FixStep[] {
  if (provider === 'KWallet')
    return [{ text: 'Open KWalletManager and open the “kdewallet” wallet with its password.' }]
  if (provider === 'KeePassXC')
    return [
      { text: 'Unlock the KeePassXC database.' },
      {
        text: 'In KeePassXC, Tools › Settings › Secret Service Integration must be on, with a group exposed to it.',
      },
    ]
  if (!desktop) return [UNLOCK_FROM_TERMINAL]
  return [
    {
      text: 'Unlock the login keyring: open Passwords and Keys (Seahorse), right-click “Login” › Unlock, or log out and in again.',
    },
    { text: 'If an unlock prompt is already on screen, answer it.' },
  ]
}

function sandboxSteps(ctx: FixContext): FixStep[] {
  if (ctx.sandbox?.kind === 'Snap')
    return [
      {
        text: 'Allow the snap to reach the Secret Service:',
        command: `snap connect ${ctx.sandbox.id ?? 'bridge-explorer'}:password-manager-service`,
      },
    ]
  return [
    {
      text: 'Allow the Flatpak to talk to the Secret Service:',
      command: `flatpak override --user --talk-name=org.freedesktop.secrets ${ctx.sandbox?.id ?? '<app id>'}`,
    },
    { text: 'Restart Bridge Explorer.' },
  ]
}
