/** The state of one reference service: its data set, its keys and the context every API request reads. */
import type { ApiContext, DeprecationInfo } from './api.ts'
import { CursorCodec } from './cursor.ts'
import { Dataset } from './dataset.ts'
import { buildDemoKeys } from './demo-keys.ts'
import { Endpoints } from './endpoints.ts'
import { isIsoDate, validateKeysFile } from './keys-file.ts'
import { KeyStore } from './keys.ts'
import { LockoutTracker } from './lockout.ts'
import { FixedWindowLimiter } from './rate-limit.ts'
import type { DemoKeys, ServiceOptions } from './types.ts'

/** Everything a running service reads and changes, built from its options. */
export interface ServiceState {
  now: () => number
  seed: number
  data: Dataset
  keys: KeyStore
  /** The demo keys when the service made its own keys (no keys file given). */
  demoKeys: DemoKeys | null
  ctx: ApiContext
}

/** Deprecation info from ISO dates; throws on a date that does not parse. */
export function deprecationInfo(deprecation: string, sunset?: string): DeprecationInfo {
  for (const d of [deprecation, sunset])
    if (d !== undefined && !isIsoDate(d)) throw new TypeError(`not an ISO 8601 date: ${d}`)
  return {
    deprecationS: Math.floor(Date.parse(deprecation) / 1000),
    sunset: sunset === undefined ? null : new Date(Date.parse(sunset)).toUTCString(),
  }
}

function createKeys(
  opts: ServiceOptions,
  data: Dataset,
  seed: number,
): { keys: KeyStore; demoKeys: DemoKeys | null } {
  let demoKeys: DemoKeys | null = null
  let keysFile = opts.keys ? validateKeysFile(opts.keys, 'opts.keys') : null
  if (!keysFile) {
    const [owner, other] = data.users
    const built = buildDemoKeys(seed, owner?.username ?? 'demo_owner', other?.username ?? 'demo_unapproved')
    keysFile = built.file
    demoKeys = built.demo
  }
  const keys = new KeyStore(keysFile)
  for (const a of keys.accounts())
    data.addAccount({
      username: a.username,
      display_name: a.display_name,
      ref: { username: a.username, verified: false },
    })
  return { keys, demoKeys }
}

/** Builds the state of a service from its options (every option has a default). */
export function createServiceState(opts: ServiceOptions): ServiceState {
  const now = opts.now ?? Date.now
  const seed = opts.seed ?? 1
  const data = new Dataset(seed, opts.bridges ?? 2000)
  const { keys, demoKeys } = createKeys(opts, data, seed)
  const ctx: ApiContext = {
    now,
    keys,
    limiter: new FixedWindowLimiter(opts.rateLimit ?? 60, opts.windowMs ?? 60_000),
    lockout: new LockoutTracker(opts.invalidAttempts ?? 10, opts.lockoutMs ?? 900_000),
    endpoints: new Endpoints(data, new CursorCodec()),
    faults: [],
    failRate: opts.failRate ?? 0,
    deprecations: new Map(),
    changelogUrl: '',
  }
  if (opts.deprecation !== undefined)
    ctx.deprecations.set('*', deprecationInfo(opts.deprecation, opts.sunset))
  else if (opts.sunset !== undefined) throw new TypeError('sunset needs deprecation')
  return { now, seed, data, keys, demoKeys, ctx }
}
