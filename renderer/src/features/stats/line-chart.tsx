import type { ReactElement } from 'react'
import {
  endpoints,
  extent,
  linePath,
  niceTicks,
  scale,
  timeTicks,
  timeTickLabel,
  type ChartPoint,
} from './chart-scale.ts'
import './charts.css'

/** Props of LineChart. */
export interface LineChartProps {
  /** What the series is, e.g. "Bridges"; used in the summary and the data table's caption. */
  title: string
  points: readonly ChartPoint[]
  /** How values read, e.g. thousands separators or decimals. */
  formatValue?: (value: number) => string
}

// Near the size it is drawn at, so 11px labels stay about 11px on screen.
const WIDTH = 380
const HEIGHT = 170
const FRAME = { left: 52, top: 10, width: WIDTH - 52 - 10, height: HEIGHT - 10 - 26 }
const defaultFormat = (n: number): string => n.toLocaleString()
const fullTime = (at: number): string =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * A small SVG line chart with a few ticks on each axis. Screen readers get a summary (first and last value)
 * and the full data as a visually hidden table, since the picture alone says nothing to them.
 */
export function LineChart({
  title,
  points,
  formatValue = defaultFormat,
}: LineChartProps): ReactElement | null {
  const ext = extent(points)
  const ends = endpoints(points)
  if (ext === null || ends === null) return null

  const y = niceTicks(ext.y, 4)
  const xTicks = timeTicks(ext.x, ext.x.min === ext.x.max ? 1 : 4)
  const span = ext.x.max - ext.x.min
  const path = linePath(points, ext.x, y.domain, FRAME)
  const summary =
    `${title}: ${formatValue(ends.first.value ?? 0)} on ${fullTime(ends.first.at)}` +
    (ends.first === ends.last ? '' : `, ${formatValue(ends.last.value ?? 0)} on ${fullTime(ends.last.at)}`)
  const bottom = FRAME.top + FRAME.height
  const single = ends.first === ends.last

  return (
    <figure className="line-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="xMidYMid meet"
      >
        <g className="line-chart-grid" aria-hidden="true">
          {y.ticks.map((t) => {
            const py = scale(t, y.domain, bottom, FRAME.top)
            return (
              <g key={t}>
                <line x1={FRAME.left} x2={FRAME.left + FRAME.width} y1={py} y2={py} />
                <text x={FRAME.left - 8} y={py} dy="0.32em" textAnchor="end">
                  {formatValue(t)}
                </text>
              </g>
            )
          })}
          {xTicks.map((t, i) => {
            const px = single
              ? FRAME.left + FRAME.width / 2
              : scale(t, ext.x, FRAME.left, FRAME.left + FRAME.width)
            const anchor = single ? 'middle' : i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'
            return (
              <text key={t} x={px} y={bottom + 18} textAnchor={anchor}>
                {timeTickLabel(t, span)}
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
      </svg>
      <div className="visually-hidden">
        <table>
          <caption>{title} over time</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.at}>
                <td>{fullTime(p.at)}</td>
                <td>{p.value === null ? 'not recorded' : formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
