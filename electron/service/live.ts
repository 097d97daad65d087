/** Live mode: bridges gain passes and drafts get published over time, counters kept consistent. */
import type { Dataset } from './dataset.ts'
import type { StoredBridge } from './generator.ts'
import { createRng, deriveSeed, type Rng } from './prng.ts'

/** One step of live activity; `publish` bridges are published at `nowMs`. */
export function liveStep(data: Dataset, rng: Rng, nowMs: number, publish: number): void {
  const list = data.published()
  for (let n = rng.int(1, 5); n > 0 && list.length > 0; n--) {
    // Recent bridges get most of the attention, as on a real site.
    const b = list[Math.floor(rng.next() ** 2 * list.length)] as StoredBridge
    data.addPasses(b, rng.int(1, 10))
  }
  for (let i = 0; i < publish; i++) data.publishOne(nowMs)
}

/** Starts the interval (unref'd, so it never keeps a process alive); returns the stop function. */
export function startLive(
  data: Dataset,
  seed: number,
  intervalMs: number,
  now: () => number,
): { rng: Rng; stop: () => void } {
  const rng = createRng(deriveSeed(seed, 'live'))
  const timer = setInterval(() => liveStep(data, rng, now(), rng.chance(0.3) ? 1 : 0), intervalMs)
  timer.unref()
  return { rng, stop: () => clearInterval(timer) }
}
