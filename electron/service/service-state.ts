/** The state of one reference service: its data set, its keys and the context every API request reads. */
import type { ApiContext, DeprecationInfo, DeprecationLink } from './api.ts'
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

/** The links a deprecation announces, as given; any text a header can carry (tests send hostile ones on purpose). */
export type DeprecationLinks = { deprecationLink?: string | undefined; sunsetLink?: string | undefined }

/**
 * Deprecation info from ISO dates and optional links; throws on a date that does not parse or on a link a header
 * line cannot carry (control characters, `>`), but not on an odd scheme: the client is the one to refuse those.
 */
export function deprecationInfo(
  deprecation: string,
  sunset?: string,
  links: DeprecationLinks = {},
): DeprecationInfo {
  for (const d of [deprecation, sunset])
    if (d !== undefined && !isIsoDate(d)) throw new TypeError(`not an ISO 8601 date: ${d}`)
  const list: DeprecationLink[] = []
  for (const [rel, url] of [
    ['deprecation', links.deprecationLink],
    ['sunset', links.sunsetLink],
  ] as const) {
    if (url === undefined) continue
    // eslint-disable-next-line no-control-regex -- a header value must not hold them
    if (url === '' || /[\u0000-\u001f\u007f>]/.test(url))
      throw new TypeError(`not a link a header can carry: ${url}`)
    list.push({ rel, url })
  }
  return {
    deprecationS: Math.floor(Date.parse(deprecation) / 1000),
    sunset: sunset === undefined ? null : new Date(Date.parse(sunset)).toUTCString(),
    links: list,
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
    ctx.deprecations.set('*', deprecationInfo(opts.deprecation, opts.sunset, opts))
  else if (opts.sunset !== undefined) throw new TypeError('sunset needs deprecation')
  return { now, seed, data, keys, demoKeys, ctx }
}
