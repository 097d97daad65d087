/**
 * Whether the Secret Service's default collection is locked, read from its `Locked` property (the Secret Service
 * API, org.freedesktop.Secret.Collection) through `dbus-send` or `gdbus` in a child process with a timeout.
 * libsecret answers a read of a locked entry with "nothing" (as if the key were gone) and crashes the process when
 * it lists one, so the store asks this first (docs/security.md, the keychain and what breaks on Linux).
 */
import { execFile } from 'node:child_process'

type Env = Readonly<Record<string, string | undefined>>

/** Where the property is read: the default collection's alias and the property's interface and name. */
export const DEFAULT_COLLECTION = '/org/freedesktop/secrets/aliases/default'
export const COLLECTION_INTERFACE = 'org.freedesktop.Secret.Collection'

/** The property's value in either tool's output (`boolean true`, `(<true>,)`); null when it says neither. */
export function parseLocked(output: string | null): boolean | null {
  if (output === null) return null
  return /\btrue\b/.test(output) ? true : /\bfalse\b/.test(output) ? false : null
}

/**
 * True when the default collection is locked, false when it is open, null when that could not be learned (no
 * session bus, no Secret Service, neither tool installed, no answer in time). Never throws.
 */
export async function defaultKeyringLocked(
  env: Env = process.env,
  timeoutMs = 3000,
): Promise<boolean | null> {
  if (!env.DBUS_SESSION_BUS_ADDRESS) return null
  const runs: [string, string[]][] = [
    [
      'dbus-send',
      [
        '--session',
        '--print-reply',
        `--reply-timeout=${timeoutMs}`,
        '--dest=org.freedesktop.secrets',
        DEFAULT_COLLECTION,
        'org.freedesktop.DBus.Properties.Get',
        `string:${COLLECTION_INTERFACE}`,
        'string:Locked',
      ],
    ],
    [
      'gdbus',
      [
        'call',
        '--session',
        '--timeout',
        String(Math.ceil(timeoutMs / 1000)),
        '--dest',
        'org.freedesktop.secrets',
        '--object-path',
        DEFAULT_COLLECTION,
        '--method',
        'org.freedesktop.DBus.Properties.Get',
        COLLECTION_INTERFACE,
        'Locked',
      ],
    ],
  ]
  for (const [tool, argv] of runs) {
    const out = await new Promise<string | null | 'absent'>((resolve) => {
      execFile(
        tool,
        argv,
        { env: { ...env }, timeout: timeoutMs + 1000, encoding: 'utf8' },
        (error, stdout) => {
          if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') resolve('absent')
          else resolve(error ? null : stdout)
        },
      )
    })
    if (out !== 'absent') return parseLocked(out)
  }
  return null
}
