/** The arithmetic of the small line charts: domains, "nice" ticks, scaling and the SVG path. Pure. */
import { dateTimeFormat } from '../lib/format.ts'

/** One point of a series: time (epoch ms) and value; a null value is a gap in the line. */
export interface ChartPoint {
  at: number
  value: number | null
}

/** A closed numeric interval. */
export interface Domain {
  min: number
  max: number
}

/** Drawing area inside the SVG, in user units. */
export interface Frame {
  left: number
  top: number
  width: number
  height: number
}

/** The smallest and largest time and value of the series (nulls ignored), or null when nothing to draw. */
export function extent(points: readonly ChartPoint[]): { x: Domain; y: Domain } | null {
  let xMin = Infinity
  let xMax = -Infinity
  let yMin = Infinity
  let yMax = -Infinity
  for (const p of points) {
    if (p.value === null || !Number.isFinite(p.value) || !Number.isFinite(p.at)) continue
    xMin = Math.min(xMin, p.at)
    xMax = Math.max(xMax, p.at)
    yMin = Math.min(yMin, p.value)
    yMax = Math.max(yMax, p.value)
  }
  if (xMin === Infinity) return null
  return { x: { min: xMin, max: xMax }, y: { min: yMin, max: yMax } }
}

const niceStep = (span: number, count: number): number => {
  const raw = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / power
  const nice = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
  return nice * power
}

/**
 * Round tick values covering the domain (about `count` of them), and the domain widened to the outer ticks
 * so the line never touches the frame edge. A flat series gets a band around its value.
 */
export function niceTicks(domain: Domain, count = 4): { domain: Domain; ticks: number[] } {
  let { min, max } = domain
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1
    min -= pad
    max += pad
  }
  const step = niceStep(max - min, count)
  const lo = Math.floor(min / step) * step
  const hi = Math.ceil(max / step) * step
  const ticks: number[] = []
  // Index-based so floating-point steps do not accumulate error.
  for (let i = 0; lo + i * step <= hi + step / 2; i++) ticks.push(Number((lo + i * step).toPrecision(12)))
  return { domain: { min: lo, max: hi }, ticks }
}

/** Maps a value from a domain onto a pixel range; a zero-width domain maps to the middle of the range. */
export function scale(value: number, domain: Domain, from: number, to: number): number {
  const span = domain.max - domain.min
  if (span === 0) return (from + to) / 2
  return from + ((value - domain.min) / span) * (to - from)
}

/** The SVG path of the series inside the frame; gaps (null values) start a new sub-path. */
export function linePath(points: readonly ChartPoint[], x: Domain, y: Domain, frame: Frame): string {
  const parts: string[] = []
  let penDown = false
  for (const p of points) {
    if (p.value === null || !Number.isFinite(p.value)) {
      penDown = false
      continue
    }
    const px = scale(p.at, x, frame.left, frame.left + frame.width)
    // SVG y grows downwards: the domain's minimum sits at the bottom of the frame.
    const py = scale(p.value, y, frame.top + frame.height, frame.top)
    parts.push(`${penDown ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`)
    penDown = true
  }
  return parts.join(' ')
}

/** Evenly spaced time ticks across the domain (the ends included). */
export function timeTicks(domain: Domain, count = 4): number[] {
  if (domain.min === domain.max) return [domain.min]
  const step = (domain.max - domain.min) / Math.max(1, count - 1)
  return Array.from({ length: count }, (_, i) => domain.min + i * step)
}

/**
 * Ticks with their labels, none repeating its neighbour: four ticks over three seconds at a one-second label
 * resolution read "4:28:57, 4:28:58, 4:28:59, 4:28:59". A tick whose label is the one before it is dropped;
 * the last tick is kept, since it names the newest point.
 */
export function labelledTicks(
  ticks: readonly number[],
  label: (at: number) => string,
): { at: number; label: string }[] {
  const kept: { at: number; label: string }[] = []
  for (const [i, at] of ticks.entries()) {
    const tick = { at, label: label(at) }
    if (i === ticks.length - 1) while (kept.at(-1)?.label === tick.label) kept.pop()
    if (kept.at(-1)?.label !== tick.label) kept.push(tick)
  }
  return kept
}

/** First and last non-null values, for the chart's accessible summary. */
export function endpoints(points: readonly ChartPoint[]): { first: ChartPoint; last: ChartPoint } | null {
  const drawn = points.filter((p) => p.value !== null && Number.isFinite(p.value))
  const first = drawn[0]
  const last = drawn[drawn.length - 1]
  return first === undefined || last === undefined ? null : { first, last }
}

/**
 * A time tick label fitting the span shown: with seconds within ten minutes (else four ticks of a minute-long
 * history all read "4:59 AM"), clock time within a day and a half, else the date.
 */
export function timeTickLabel(at: number, spanMs: number, locale?: string): string {
  const options: Intl.DateTimeFormatOptions =
    spanMs <= 10 * 60_000
      ? { hour: 'numeric', minute: '2-digit', second: '2-digit' }
      : spanMs <= 36 * 3_600_000
        ? { hour: 'numeric', minute: '2-digit' }
        : { month: 'short', day: 'numeric' }
  return dateTimeFormat(options, locale).format(at)
}
