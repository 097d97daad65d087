import { useState, type ReactElement } from 'react'
import { useWords } from '../../../lib/words.tsx'

/** Children shown per step of a long array or object; the rest wait for "Show more". */
const STEP = 100

const label = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.length}]`
  if (value !== null && typeof value === 'object') return `{${Object.keys(value).length}}`
  return JSON.stringify(value) ?? 'undefined'
}

/**
 * A collapsible JSON tree that renders a node's children only once it is opened, and then at most STEP at a
 * time, so a 1 MB body costs no more than its first level when the inspector opens it.
 */
export function JsonTree({
  value,
  name,
  open = false,
}: {
  value: unknown
  name?: string
  open?: boolean
}): ReactElement {
  const { t } = useWords()
  const [expanded, setExpanded] = useState(open)
  const [shown, setShown] = useState(STEP)
  const key = name === undefined ? null : <span className="json-key">{name}: </span>
  if (value === null || typeof value !== 'object')
    return (
      <li className="json-leaf">
        {key}
        <span className={`json-${value === null ? 'null' : typeof value}`}>{label(value)}</span>
      </li>
    )
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
  return (
    <li className="json-node">
      <button
        type="button"
        className="json-toggle"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        <span aria-hidden="true">{expanded ? '▾' : '▸'} </span>
        {key}
        <span className="muted">{label(value)}</span>
      </button>
      {expanded && (
        <ul className="json-children">
          {entries.slice(0, shown).map(([k, v]) => (
            <JsonTree key={k} name={k} value={v} />
          ))}
          {entries.length > shown && (
            <li>
              <button type="button" className="button button-small" onClick={() => setShown(shown + STEP)}>
                {t('requests.json.show-more', {
                  n: Math.min(STEP, entries.length - shown),
                  rest: entries.length - shown,
                })}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  )
}
