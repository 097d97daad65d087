import { numberFormat } from '../../../../shared/i18n/format.ts'
import type { ReactElement } from 'react'
import type { CatalogueBridge } from '../../../../shared/ipc/catalogue.ts'
import { plural } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'

/** What the local catalogue answered when the service has no page for the text. */
export type CatalogueAnswer =
  | { kind: 'bridges'; text: string; bridges: CatalogueBridge[] }
  | { kind: 'suggestions'; text: string; usernames: string[]; titles: string[] }
  | { kind: 'scan'; text: string; remaining: number | null }
  /** An id the catalogue does not hold: the service can still list its newest bridges (one request). */
  | { kind: 'newest'; text: string }
  /** The pasted text without the marks a sentence left at its end ("…/solar-roofs." → "…/solar-roofs"). */
  | { kind: 'tidy'; text: string }

/** Bridges found in the catalogue, a "did you mean", or the offer to read the rest of the list now. */
export function LookupAnswer({
  answer,
  age,
  scanning,
  onLookUp,
  onScan,
  onNewest,
  asking,
}: {
  answer: CatalogueAnswer
  /** How old the catalogue is ("3 minutes ago"), null while it is still being built. */
  age: string | null
  scanning: boolean
  onLookUp: (text: string) => void
  onScan: () => void
  /** Asks the service for its newest bridges, where one published since the catalogue read would be. */
  onNewest: () => void
  asking: boolean
}): ReactElement {
  const source =
    age === null
      ? 'From the catalogue on this computer (still being built).'
      : `From the catalogue on this computer, updated ${age}.`
  if (answer.kind === 'bridges') {
    return (
      <section className="card lookup-answer" aria-label="Found in the catalogue" data-testid="lookup-answer">
        <p>
          {plural(answer.bridges.length, 'bridge', 'bridges')} with “{answer.text}” in the title.{' '}
          <span className="muted small">{source}</span>
        </p>
        <ul className="plain-list">
          {answer.bridges.map((b) => (
            <li key={b.id} className="plain-list-item">
              <a href={hrefFor({ name: 'bridge', slug: b.slug })} dir="auto" className="plain-list-title">
                {b.title}
              </a>
              <span className="muted small ellipsis">by {b.suggestor.username}</span>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  if (answer.kind === 'suggestions') {
    const first = answer.usernames[0] ?? answer.titles[0]
    const others = [...answer.usernames, ...answer.titles].filter((x) => x !== first).slice(0, 4)
    return (
      <section className="card lookup-answer" aria-label="Did you mean" data-testid="lookup-answer">
        <p>
          Did you mean{' '}
          <button type="button" className="button button-small" onClick={() => onLookUp(first ?? '')}>
            {first}
          </button>
          ?
        </p>
        {others.length > 0 && (
          <p className="small">
            Or:{' '}
            {others.map((o, i) => (
              <span key={o}>
                {i > 0 && ', '}
                <button type="button" className="button button-small" onClick={() => onLookUp(o)}>
                  {o}
                </button>
              </span>
            ))}
          </p>
        )}
        <p className="muted small">Close spellings of names and titles: {source.toLowerCase()}</p>
      </section>
    )
  }
  if (answer.kind === 'tidy') {
    return (
      <section className="card lookup-answer" aria-label="Did you mean" data-testid="lookup-answer">
        <p>
          It ends with a mark that may come from the sentence it was pasted from. Did you mean{' '}
          <button type="button" className="button button-small" onClick={() => onLookUp(answer.text)}>
            <bdi dir="ltr">{answer.text}</bdi>
          </button>
          ?
        </p>
      </section>
    )
  }
  if (answer.kind === 'newest') {
    return (
      <section className="card lookup-answer" aria-label="Ask the service" data-testid="lookup-answer">
        <p>
          The service cannot look a bridge up by its id, but it lists its newest bridges: one published since
          the catalogue was updated would be among them.
        </p>
        <button type="button" className="button" disabled={asking} onClick={onNewest}>
          {asking ? 'Asking the service…' : 'Ask the service for its 100 newest bridges (1 request)'}
        </button>
      </section>
    )
  }
  const requests = answer.remaining === null ? null : Math.max(1, Math.ceil(answer.remaining / 100))
  return (
    <section className="card lookup-answer" aria-label="Not found yet" data-testid="lookup-answer">
      <p>
        “{answer.text}” is not among the bridges the catalogue holds so far.{' '}
        {answer.remaining === null
          ? 'It has not read the whole list yet.'
          : `${plural(answer.remaining, 'bridge', 'bridges')} are still to be read.`}
      </p>
      <button type="button" className="button" disabled={scanning} onClick={onScan}>
        {scanning
          ? 'Looking through the rest…'
          : answer.remaining === null
            ? 'Look through the rest of the list now?'
            : `Look through the remaining ${numberFormat().format(answer.remaining)} bridges: about ${plural(requests ?? 1, 'request', 'requests')}?`}
      </button>
    </section>
  )
}
