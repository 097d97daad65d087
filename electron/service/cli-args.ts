/** Command-line parsing for the reference service (pure, so every error case is unit tested). */
import { isIsoDate } from './keys-file.ts'
import type { Scope, ServiceOptions } from './types.ts'

/** A usage error: printed as one line on stderr, exit code 2. */
export class CliError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CliError'
  }
}

/** What the command line asks for. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; options: Omit<ServiceOptions, 'keys' | 'now'>; keysPath: string | null }
  | {
      kind: 'create-key'
      owner: string
      scopes: Scope[]
      label: string | null
      expiresAt: string | null
      keysPath: string | null
      service: string | null
    }

/** Usage text for --help. */
export const HELP = `Usage: npm run service -- [options]
       npm run service -- create-key --owner NAME [--scopes read:public,read:me] [--label L] [--expires-at DATE] (--keys FILE | --service ORIGIN)

Serves the Bridge Public Data API (v1) for development and tests.

Options:
  --port N               port to listen on; 0 picks a free port (default 8787)
  --host H               address to bind (default 127.0.0.1)
  --keys FILE            accounts and keys as JSON {"accounts": [...], "keys": [...]} (default: demo keys, printed at start)
  --seed N               data generator seed (default 1)
  --bridges N            number of published bridges (default 2000)
  --rate-limit N         requests per key per window (default 60)
  --window-ms MS         rate-limit window (default 60000)
  --invalid-attempts N   invalid key attempts per IP before a lockout (default 10)
  --lockout-ms MS        lockout length (default 900000)
  --fail-rate F          share 0..1 of API responses replaced by 503 with Retry-After: 1 (default 0)
  --latency-ms MS        delay added to every response (default 0)
  --live                 publish bridges and add passes over time (every 2 s)
  --live-interval-ms MS  like --live, with another interval
  --deprecation DATE     send Deprecation (and Link) on every API response
  --sunset DATE          send Sunset on every API response (needs --deprecation)
  --deprecation-link URL send Link: <URL>; rel="deprecation" instead of the changelog link (needs --deprecation)
  --sunset-link URL      also send Link: <URL>; rel="sunset" (needs --sunset)
  --help                 show this text

create-key prints a new key once on stdout. With --keys FILE it adds the key to that file (rewritten
atomically; a running service loads it at its next start). With --service ORIGIN (e.g. http://127.0.0.1:8787)
it asks that running service through POST /dashboard/keys; the key lives until that service stops.
Scopes default to read:public.`

const SERVE_VALUE_FLAGS = new Set([
  'port',
  'host',
  'keys',
  'seed',
  'bridges',
  'rate-limit',
  'window-ms',
  'invalid-attempts',
  'lockout-ms',
  'fail-rate',
  'latency-ms',
  'live-interval-ms',
  'deprecation',
  'sunset',
  'deprecation-link',
  'sunset-link',
])
const CREATE_VALUE_FLAGS = new Set(['owner', 'scopes', 'label', 'expires-at', 'keys', 'service'])

function readFlags(
  args: string[],
  valueFlags: ReadonlySet<string>,
  boolFlags: ReadonlySet<string>,
): Map<string, string> {
  const out = new Map<string, string>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    const m = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg)
    if (!m) throw new CliError(`unexpected argument "${arg}" (see --help)`)
    const name = m[1] as string
    if (out.has(name)) throw new CliError(`--${name} given more than once`)
    if (boolFlags.has(name)) {
      if (m[2] !== undefined) throw new CliError(`--${name} takes no value`)
      out.set(name, 'true')
    } else if (valueFlags.has(name)) {
      const value = m[2] ?? args[++i]
      if (value === undefined || (m[2] === undefined && value.startsWith('--')))
        throw new CliError(`--${name} needs a value`)
      out.set(name, value)
    } else {
      throw new CliError(`unknown option --${name} (see --help)`)
    }
  }
  return out
}

function int(flags: Map<string, string>, name: string, min: number, max: number): number | undefined {
  const v = flags.get(name)
  if (v === undefined) return undefined
  if (!/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max)
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}, got "${v}"`)
  return Number(v)
}

function date(flags: Map<string, string>, name: string): string | undefined {
  const v = flags.get(name)
  if (v !== undefined && !isIsoDate(v))
    throw new CliError(`--${name} must be an ISO 8601 date such as 2027-01-31, got "${v}"`)
  return v
}

// A link flag: an absolute http(s) URL, and only with the date it goes with.
function link(flags: Map<string, string>, name: string, withDate: string | undefined): string | undefined {
  const v = flags.get(name)
  if (v === undefined) return undefined
  const base = name.replace('-link', '')
  if (withDate === undefined) throw new CliError(`--${name} needs --${base}`)
  if (!/^https?:\/\/[^\s<>]+$/.test(v)) throw new CliError(`--${name} must be an http(s) URL, got "${v}"`)
  return v
}

function parseServe(flags: Map<string, string>): CliCommand {
  const o: Omit<ServiceOptions, 'keys' | 'now'> = {}
  const set = <K extends keyof typeof o>(k: K, v: (typeof o)[K] | undefined) => {
    if (v !== undefined) o[k] = v
  }
  set('port', int(flags, 'port', 0, 65535))
  set('host', flags.get('host'))
  set('seed', int(flags, 'seed', 0, 4294967295))
  set('bridges', int(flags, 'bridges', 0, 200000))
  set('rateLimit', int(flags, 'rate-limit', 1, 1e9))
  set('windowMs', int(flags, 'window-ms', 1, 1e10))
  set('invalidAttempts', int(flags, 'invalid-attempts', 1, 1e9))
  set('lockoutMs', int(flags, 'lockout-ms', 1, 1e10))
  set('latencyMs', int(flags, 'latency-ms', 0, 600000))
  const rate = flags.get('fail-rate')
  if (rate !== undefined) {
    if (!/^\d*\.?\d+$/.test(rate) || Number(rate) > 1)
      throw new CliError(`--fail-rate must be a number from 0 to 1, got "${rate}"`)
    o.failRate = Number(rate)
  }
  const interval = int(flags, 'live-interval-ms', 10, 3600000)
  if (interval !== undefined) o.live = { intervalMs: interval }
  else if (flags.has('live')) o.live = true
  set('deprecation', date(flags, 'deprecation'))
  set('sunset', date(flags, 'sunset'))
  if (o.sunset !== undefined && o.deprecation === undefined)
    throw new CliError('--sunset needs --deprecation')
  set('deprecationLink', link(flags, 'deprecation-link', o.deprecation))
  set('sunsetLink', link(flags, 'sunset-link', o.sunset))
  return { kind: 'serve', options: o, keysPath: flags.get('keys') ?? null }
}

function parseCreateKey(flags: Map<string, string>): CliCommand {
  const owner = flags.get('owner')
  if (owner === undefined) throw new CliError('create-key needs --owner NAME')
  const scopes = (flags.get('scopes') ?? 'read:public').split(',').map((s) => s.trim())
  for (const s of scopes)
    if (s !== 'read:public' && s !== 'read:me')
      throw new CliError(`--scopes: unknown scope "${s}" (use read:public, read:me)`)
  const keysPath = flags.get('keys') ?? null
  const service = flags.get('service') ?? null
  if ((keysPath === null) === (service === null))
    throw new CliError('create-key needs exactly one of --keys FILE or --service ORIGIN')
  if (service !== null && !/^https?:\/\/[^/\s]+\/?$/.test(service))
    throw new CliError(`--service must be an origin such as http://127.0.0.1:8787, got "${service}"`)
  return {
    kind: 'create-key',
    owner,
    scopes: scopes as Scope[],
    label: flags.get('label') ?? null,
    expiresAt: date(flags, 'expires-at') ?? null,
    keysPath,
    service,
  }
}

/** Parses the arguments after the script name. */
export function parseCli(args: readonly string[]): CliCommand {
  if (args.includes('--help') || args.includes('-h')) return { kind: 'help' }
  if (args[0] === 'create-key') return parseCreateKey(readFlags(args.slice(1), CREATE_VALUE_FLAGS, new Set()))
  return parseServe(readFlags([...args], SERVE_VALUE_FLAGS, new Set(['live'])))
}
