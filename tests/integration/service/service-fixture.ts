/** Starts the reference service for one test file, with limits high enough not to interfere. */
import type { DemoKeys, KeysFile, ReferenceService, ServiceOptions } from '../../../electron/service/types.ts'
import { startReferenceService } from '../../../electron/service/index.ts'

/** A running service whose demo keys are known to exist. */
export type Svc = ReferenceService & { keys: DemoKeys }

/** Starts a service on a free port; rate limit and lockout are out of the way unless a test sets them. */
export async function start(opts: ServiceOptions = {}): Promise<Svc> {
  const svc = await startReferenceService({
    port: 0,
    bridges: 150,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
    ...opts,
  })
  if (!svc.demoKeys) {
    await svc.stop()
    throw new Error('the service started without demo keys')
  }
  return Object.assign(svc, { keys: svc.demoKeys })
}

/** Starts a service with its own keys file (no demo keys then); limits out of the way as in `start`. */
export function startCustom(opts: ServiceOptions & { keys: KeysFile }): Promise<ReferenceService> {
  return startReferenceService({
    port: 0,
    bridges: 10,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
    ...opts,
  })
}

/** Search folding written independently of the service (assumption 7): NFKD, marks removed, lower-case. */
export function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** True when every word of `q` occurs in the folded title or suggestion (assumption 7). */
export function matchesQ(b: { title: string; suggestion: string }, q: string): boolean {
  const words = fold(q)
    .split(/\s+/)
    .filter((w) => w !== '')
  return words.every((w) => fold(b.title).includes(w) || fold(b.suggestion).includes(w))
}

/** Epoch ms at the start of the fixed window holding `ms` (assumption 16: windows aligned to the epoch). */
export function windowStart(ms: number, windowMs: number): number {
  return Math.floor(ms / windowMs) * windowMs
}
