import { useState, type PointerEvent, type ReactElement } from 'react'
import {
  endpoints,
  extent,
  linePath,
  labelledTicks,
  niceTicks,
  scale,
  timeTicks,
  timeTickLabel,
  type ChartPoint,
} from './chart-scale.ts'
import { formatDate, formatNumber } from '../lib/format.ts'
import { useDrawnWidth } from './use-drawn-width.ts'
import { useWords } from '../lib/words.tsx'
import './charts.css'

/** Props of LineChart. */
export interface LineChartProps {
  /** What the series is, e.g. "Bridges"; used in the summary and the data table's caption. */
  title: string
  points: readonly ChartPoint[]
  /** How values read, e.g. thousands separators or decimals. */
  formatValue?: (value: number) => string
  /**
   * The range values can take when it is known (requests left: 0 to the limit). The axis always covers it, so a
   * flat line at the limit reads as "full" instead of being centred in a band around it.
   */
  valueRange?: { min: number; max: number }
  /** Events drawn over the line (key usage: waits at the top edge, errors on the time axis), each with a tooltip. */
  marks?: readonly ChartMark[]
}

/** An event at a time, drawn as a mark: a triangle at the top for 'wait', a cross on the axis for 'error'. */
export interface ChartMark {
  at: number
  kind: 'wait' | 'error'
  /** What the mark's tooltip and the hidden table say, e.g. "2 waits (rate_limit)". */
  label: string
}

// The width before the chart is measured; then the viewBox is the drawn width, so 11px labels stay 11px on any card.
const FIRST_WIDTH = 380
const MIN_WIDTH = 200
const HEIGHT = 170
// About the width of one digit of an 11px label; the left margin fits the longest label.
const CHAR_WIDTH = 6.6
const frameFor = (labels: readonly string[], width: number) => {
  const left = Math.ceil(Math.max(4, ...labels.map((l) => l.length)) * CHAR_WIDTH) + 12
  return { left, top: 10, width: width - left - 10, height: HEIGHT - 10 - 26 }
}

const defaultFormat = (n: number): string => formatNumber(n) ?? String(n)
// The app's one date format (lib/format.ts), the time included.
const fullTime = (at: number): string => formatDate(at, true) ?? ''

/**
 * A small SVG line chart with a few ticks on each axis. Screen readers get a summary (first and last value)
 * and the full data as a visually hidden table, since the picture alone says nothing to them.
 */
export function LineChart({
  title,
  points,
  formatValue = defaultFormat,
  valueRange,
  marks = [],
}: LineChartProps): ReactElement | null {
  const { t } = useWords()
  const [hover, setHover] = useState<number | null>(null)
  const [figureRef, WIDTH] = useDrawnWidth(FIRST_WIDTH, MIN_WIDTH)
  const ext = extent(points)
  const ends = endpoints(points)
  if (ext === null || ends === null) return null

  const y = niceTicks(
    valueRange === undefined
      ? ext.y
      : { min: Math.min(ext.y.min, valueRange.min), max: Math.max(ext.y.max, valueRange.max) },
    4,
  )
  const FRAME = frameFor(y.ticks.map(formatValue), WIDTH)
  const span = ext.x.max - ext.x.min
  const xTicks = labelledTicks(timeTicks(ext.x, ext.x.min === ext.x.max ? 1 : 4), (t) =>
    timeTickLabel(t, span),
  )
  const path = linePath(points, ext.x, y.domain, FRAME)
  const first = { title, value: formatValue(ends.first.value ?? 0), at: fullTime(ends.first.at) }
  const summary =
    ends.first === ends.last
      ? t('components.chart.summary-one', first)
      : t('components.chart.summary', {
          ...first,
          last: formatValue(ends.last.value ?? 0),
          lastAt: fullTime(ends.last.at),
        })
  const valueWords = (value: number | null): string =>
    value === null ? t('components.chart.not-recorded') : formatValue(value)
  const bottom = FRAME.top + FRAME.height
  const single = ends.first === ends.last
  const xOf = (at: number): number =>
    single ? FRAME.left + FRAME.width / 2 : scale(at, ext.x, FRAME.left, FRAME.left + FRAME.width)
  const recorded = points.filter((p) => p.value !== null)
  // The reading nearest the pointer, shown as a dot and a line of text under the chart.
  const onPointer = (e: PointerEvent<SVGSVGElement>): void => {
    const box = e.currentTarget.getBoundingClientRect()
    const vx = ((e.clientX - box.left) / box.width) * WIDTH
    let best: number | null = null
    for (const [i, p] of recorded.entries()) {
      const bestPoint = best === null ? undefined : recorded[best]
      if (bestPoint === undefined || Math.abs(xOf(p.at) - vx) < Math.abs(xOf(bestPoint.at) - vx)) best = i
    }
    setHover(best)
  }
  const hovered = hover === null ? undefined : recorded[hover]

  return (
    <figure className="line-chart" ref={figureRef}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="xMidYMid meet"
        onPointerMove={onPointer}
        onPointerLeave={() => setHover(null)}
      >
        <g className="line-chart-grid" aria-hidden="true">
          {y.ticks.map((t) => {
            const py = scale(t, y.domain, bottom, FRAME.top)
            return (
              <g key={t}>
                <line x1={FRAME.left} x2={FRAME.left + FRAME.width} y1={py} y2={py} />
                <text className="line-chart-y-label" x={FRAME.left - 8} y={py} dy="0.32em" textAnchor="end">
                  {formatValue(t)}
                </text>
              </g>
            )
          })}
          {xTicks.map((t) => {
            const px = xOf(t.at)
            // By where the tick sits, not its index: a lone tick left after dropping repeats is the last point.
            const anchor = single
              ? 'middle'
              : t.at === ext.x.max
                ? 'end'
                : t.at === ext.x.min
                  ? 'start'
                  : 'middle'
            return (
              <text key={t.at} x={px} y={bottom + 18} textAnchor={anchor}>
                {t.label}
              </text>
            )
          })}
        </g>
        {single ? (
          <circle
            className="line-chart-dot"
            cx={FRAME.left + FRAME.width / 2}
            cy={scale(ends.first.value ?? 0, y.domain, bottom, FRAME.top)}
            r={4}
          />
        ) : (
          <path className="line-chart-line" d={path} />
        )}
        {marks.length > 0 && (
          <g className="line-chart-marks">
            {marks.map((m, i) => {
              const px = Math.min(FRAME.left + FRAME.width, Math.max(FRAME.left, xOf(m.at)))
              return m.kind === 'wait' ? (
                <path key={i} className="line-chart-mark-wait" d={`M${px - 4},${FRAME.top - 6} h8 l-4,7 z`}>
                  <title>{t('components.chart.at', { time: fullTime(m.at), value: m.label })}</title>
                </path>
              ) : (
                <path
                  key={i}
                  className="line-chart-mark-error"
                  d={`M${px - 3.5},${bottom - 3.5} l7,7 M${px + 3.5},${bottom - 3.5} l-7,7`}
                >
                  <title>{t('components.chart.at', { time: fullTime(m.at), value: m.label })}</title>
                </path>
              )
            })}
          </g>
        )}
        {hovered !== undefined && (
          <g className="line-chart-hover" aria-hidden="true">
            <line x1={xOf(hovered.at)} x2={xOf(hovered.at)} y1={FRAME.top} y2={bottom} />
            <circle
              className="line-chart-dot"
              cx={xOf(hovered.at)}
              cy={scale(hovered.value ?? 0, y.domain, bottom, FRAME.top)}
              r={4}
            />
          </g>
        )}
      </svg>
      <p className="line-chart-readout small muted">
        {hovered === undefined
          ? ''
          : t('components.chart.at', { time: fullTime(hovered.at), value: valueWords(hovered.value) })}
      </p>
      {/* Under the chart, not over its lines: it stays while the pointer reads the one value. */}
      {single && <p className="line-chart-note small muted">{t('components.chart.one-reading')}</p>}
      <div className="visually-hidden">
        <table>
          <caption>{t('components.chart.caption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('components.chart.time')}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.at}>
                <td>{fullTime(p.at)}</td>
                <td>{valueWords(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
