/**
 * What the D-Bus session says about the Secret Service, asked through `dbus-send` (or `gdbus`) in a child process
 * with a timeout: which daemon owns org.freedesktop.secrets, whether the default collection is locked. Never throws,
 * never waits longer than the timeout; a fact it could not learn is null.
 */
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { COLLECTION_INTERFACE, DEFAULT_COLLECTION, parseLocked } from '../key-vault/keyring-locked.ts'

/** What the session bus told. */
export interface BusFacts {
  /** The tool that asked, or null when neither dbus-send nor gdbus is installed (nothing else is known then). */
  tool: 'dbus-send' | 'gdbus' | null
  /** The bus answered at all. */
  reachable: boolean
  /** Names on the bus (to spot KWallet or KeePassXC without the Secret Service interface). */
  names: string[]
  /** Who owns org.freedesktop.secrets: its process name when readable; null when nobody does. */
  secretsOwner: { process: string | null } | null
  /** A .service file would start a Secret Service on demand. */
  activatable: boolean
  /** The default collection's Locked property, when it could be read. */
  defaultLocked: boolean | null
}

type Env = Readonly<Record<string, string | undefined>>
type Call = (dest: string, path: string, method: string, args: string[]) => Promise<string | null>

const DBUS = ['org.freedesktop.DBus', '/org/freedesktop/DBus'] as const
const SECRETS = 'org.freedesktop.secrets'

/** Asks the session bus of `env`; a missing DBUS_SESSION_BUS_ADDRESS is not probed (that would try to autolaunch). */
export async function probeSessionBus(env: Env, timeoutMs = 3000): Promise<BusFacts> {
  const none: BusFacts = {
    tool: null,
    reachable: false,
    names: [],
    secretsOwner: null,
    activatable: false,
    defaultLocked: null,
  }
  if (!env.DBUS_SESSION_BUS_ADDRESS) return none
  for (const tool of ['dbus-send', 'gdbus'] as const) {
    const call = caller(tool, env, timeoutMs)
    const listed = await call(...DBUS, 'org.freedesktop.DBus.ListNames', [])
    if (listed === MISSING) continue
    if (listed === null) return { ...none, tool }
    const names = strings(tool, listed)
    const activatable = strings(
      tool,
      (await call(...DBUS, 'org.freedesktop.DBus.ListActivatableNames', [])) ?? '',
    )
    let secretsOwner: BusFacts['secretsOwner'] = null
    let defaultLocked: boolean | null = null
    if (names.includes(SECRETS)) {
      const pid = /uint32 (\d+)/.exec(
        (await call(...DBUS, 'org.freedesktop.DBus.GetConnectionUnixProcessID', [arg(tool, SECRETS)])) ?? '',
      )?.[1]
      secretsOwner = { process: pid === undefined ? null : await processName(pid) }
      defaultLocked = parseLocked(
        await call(SECRETS, DEFAULT_COLLECTION, 'org.freedesktop.DBus.Properties.Get', [
          arg(tool, COLLECTION_INTERFACE),
          arg(tool, 'Locked'),
        ]),
      )
    }
    return {
      tool,
      reachable: true,
      names,
      secretsOwner,
      activatable: activatable.includes(SECRETS),
      defaultLocked,
    }
  }
  return none
}

// Marks "this tool is not installed", as opposed to null: "the call failed".
const MISSING = '\u0000missing'

function caller(tool: 'dbus-send' | 'gdbus', env: Env, timeoutMs: number): Call {
  return (dest, path, method, args) => {
    const argv =
      tool === 'dbus-send'
        ? [
            '--session',
            '--print-reply',
            `--reply-timeout=${timeoutMs}`,
            `--dest=${dest}`,
            path,
            method,
            ...args,
          ]
        : [
            'call',
            '--session',
            '--timeout',
            String(Math.ceil(timeoutMs / 1000)),
            '--dest',
            dest,
            '--object-path',
            path,
            '--method',
            method,
            ...args,
          ]
    return new Promise((resolve) => {
      execFile(
        tool,
        argv,
        { env: { ...env }, timeout: timeoutMs + 1000, encoding: 'utf8' },
        (error, stdout) => {
          if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') resolve(MISSING)
          else resolve(error ? null : stdout)
        },
      )
    })
  }
}

function arg(tool: 'dbus-send' | 'gdbus', value: string): string {
  return tool === 'dbus-send' ? `string:${value}` : value
}

// dbus-send prints `string "name"`, gdbus prints `['name', ...]`.
function strings(tool: 'dbus-send' | 'gdbus', output: string): string[] {
  const pattern = tool === 'dbus-send' ? /string "([^"]*)"/g : /'([^']*)'/g
  return [...output.matchAll(pattern)].map((m) => m[1] ?? '')
}

async function processName(pid: string): Promise<string | null> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim() || null
  } catch {
    return null
  }
}
