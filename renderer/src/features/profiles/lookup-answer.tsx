import type { ReactElement } from 'react'
import type { CatalogueBridge } from '../../../../shared/ipc/catalogue.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { NEWEST } from './id-not-found.ts'

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
  const { t, rich } = useWords()
  const source = age === null ? t('lookup.source-building') : t('lookup.source-updated', { age })
  if (answer.kind === 'bridges') {
    return (
      <section className="card lookup-answer" aria-label={t('lookup.found')} data-testid="lookup-answer">
        <p>
          {t('lookup.found-titles', { n: answer.bridges.length, text: answer.text })}{' '}
          <span className="muted small">{source}</span>
        </p>
        <ul className="plain-list">
          {answer.bridges.map((b) => (
            <li key={b.id} className="plain-list-item">
              <a href={hrefFor({ name: 'bridge', slug: b.slug })} dir="auto" className="plain-list-title">
                {b.title}
              </a>
              <span className="muted small ellipsis">
                {rich('lookup.by', { username: <bdi>{b.suggestor.username}</bdi> })}
              </span>
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
      <section
        className="card lookup-answer"
        aria-label={t('lookup.did-you-mean-label')}
        data-testid="lookup-answer"
      >
        <p>
          {rich('lookup.did-you-mean', {
            choice: (
              <button type="button" className="button button-small" onClick={() => onLookUp(first ?? '')}>
                <bdi>{first}</bdi>
              </button>
            ),
          })}
        </p>
        {others.length > 0 && (
          <p className="small">
            {rich('lookup.or', {
              choices: others.map((o, i) => (
                <span key={o}>
                  {i > 0 && ', '}
                  <button type="button" className="button button-small" onClick={() => onLookUp(o)}>
                    <bdi>{o}</bdi>
                  </button>
                </span>
              )),
            })}
          </p>
        )}
        <p className="muted small">
          {age === null ? t('lookup.close-building') : t('lookup.close-updated', { age })}
        </p>
      </section>
    )
  }
  if (answer.kind === 'tidy') {
    return (
      <section
        className="card lookup-answer"
        aria-label={t('lookup.did-you-mean-label')}
        data-testid="lookup-answer"
      >
        <p>
          {rich('lookup.tidy', {
            choice: (
              <button type="button" className="button button-small" onClick={() => onLookUp(answer.text)}>
                <bdi dir="ltr">{answer.text}</bdi>
              </button>
            ),
          })}
        </p>
      </section>
    )
  }
  if (answer.kind === 'newest') {
    return (
      <section className="card lookup-answer" aria-label={t('lookup.ask-label')} data-testid="lookup-answer">
        <p>{t('lookup.newest-why')}</p>
        <button type="button" className="button" disabled={asking} onClick={onNewest}>
          {asking ? t('lookup.asking') : t('lookup.ask-newest', { newest: NEWEST })}
        </button>
      </section>
    )
  }
  const requests = answer.remaining === null ? null : Math.max(1, Math.ceil(answer.remaining / 100))
  return (
    <section
      className="card lookup-answer"
      aria-label={t('lookup.not-found-label')}
      data-testid="lookup-answer"
    >
      <p>
        {t('lookup.not-held', { text: answer.text })}{' '}
        {answer.remaining === null
          ? t('lookup.not-read-all')
          : t('lookup.still-to-read', { n: answer.remaining })}
      </p>
      <button type="button" className="button" disabled={scanning} onClick={onScan}>
        {scanning
          ? t('lookup.scanning')
          : answer.remaining === null
            ? t('lookup.scan-rest')
            : t('lookup.scan-remaining', { n: answer.remaining, requests: requests ?? 1 })}
      </button>
    </section>
  )
}
