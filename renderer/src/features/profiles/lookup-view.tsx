import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { CompareChooser } from '../../components/compare-chooser.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { isolate } from '../../../../shared/i18n/translate.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { hrefFor, navigate } from '../../lib/router.ts'
import { useLookupSent, useRecentLookups, useRecentLookupsCleared } from '../../store/ui-store.ts'
import { LOOKUP_SCHEME, parseLookup, titleWords, withoutTrailingMarks } from './parse-lookup.ts'
import { useNow } from '../../components/use-now.ts'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { catalogueAge } from '../../entities/catalogue/catalogue-age.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { LookupAnswer, type CatalogueAnswer } from './lookup-answer.tsx'
import { WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'
import { idNotFound, NEWEST } from './id-not-found.ts'
import { amongNewest, readTheRest, resolve, resolveTitle, scanOffer } from './lookup-resolve.ts'

/** What the field's hint shows as examples: what a person would type, in no language. */
const EXAMPLES = { user: 'alice', slug: 'solar-roofs', id: 'br_…' } as const

/** Support staff's entry point: a username or any kind of link in, the right view out. */
export function LookupView(): ReactElement {
  const { t, rich } = useWords()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<CatalogueAnswer | null>(null)
  const [scanning, setScanning] = useState<string | null>(null)
  const { status } = useCatalogueStatus()
  const now = useNow()
  const client = useQueryClient()
  const recent = useRecentLookups()
  const cleared = useRecentLookupsCleared()
  const lookupSent = useLookupSent()
  const hintId = useId()
  const problemId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // The page is its field: whoever opens it (the nav, the palette, Back) types straight away. The shell leaves
  // the focus where a page put it.
  useEffect(() => inputRef.current?.focus(), [])

  const submit = async (input = text): Promise<void> => {
    const result = parseLookup(input)
    setAnswer(null)
    const title = result.ok ? null : titleWords(input)
    if (!result.ok && title === null) {
      setProblem(t(result.message, { scheme: isolate(LOOKUP_SCHEME) }))
      return
    }
    setProblem(null)
    setBusy(true)
    const resolved = await (
      result.ok
        ? resolve(
            client,
            t,
            result,
            () => idNotFound(status, catalogueAge(status, now), t),
            withoutTrailingMarks(input),
          )
        : resolveTitle(title ?? '', t)
    ).finally(() => setBusy(false))
    if (!('route' in resolved)) {
      // What the catalogue found comes with the service's answer; with nothing found, the offer to read the rest.
      setProblem(resolved.problem)
      setAnswer(resolved.answer ?? scanOffer(input.trim(), status))
      return
    }
    // Recorded when the page it opens has found something (useFoundLookup), never for a lookup that failed.
    lookupSent({ label: input.trim().slice(0, 200), href: hrefFor(resolved.route) })
    navigate(resolved.route)
  }

  const askNewest = async (id: string): Promise<void> => {
    setBusy(true)
    try {
      const route = await amongNewest(client, id)
      if (route !== null) {
        lookupSent({ label: id, href: hrefFor(route) })
        navigate(route)
        return
      }
      setAnswer(null)
      setProblem(t('lookup.not-among-newest', { newest: NEWEST }))
    } catch (e) {
      const why = explainError(e, t)
      setProblem(t('lookup.error', { title: why.title, nextStep: why.nextStep }))
    } finally {
      setBusy(false)
    }
  }

  const again = (next: string): void => {
    setText(next)
    void submit(next)
  }

  return (
    <div className="lookup">
      <div className="page-header">
        <h1>{t('page.lookup')}</h1>
      </div>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <label className="field">
          <span className="field-label">{t('lookup.field')}</span>
          <input
            ref={inputRef}
            className="input input-search"
            value={text}
            maxLength={2000}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={problem === null ? hintId : `${problemId} ${hintId}`}
            aria-invalid={problem !== null}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('lookup.looking-up') : t('lookup.look-up')}
        </button>
      </form>
      <p id={hintId} className="muted small">
        {rich('lookup.hint', {
          user: <bdi dir="ltr">{EXAMPLES.user}</bdi>,
          slug: <bdi dir="ltr">{EXAMPLES.slug}</bdi>,
          id: <bdi dir="ltr">{EXAMPLES.id}</bdi>,
          scheme: <bdi dir="ltr">{LOOKUP_SCHEME}</bdi>,
        })}
      </p>
      <p id={problemId} role="alert" className="field-problem">
        {problem === null ? null : isolatedNodes(problem)}
      </p>
      {/* A lookup asks the service: held by the rate limit, it says why and how long, as every page does. */}
      {busy && <WaitingWhy />}
      {answer !== null && (
        <LookupAnswer
          answer={answer}
          age={catalogueAge(status, now)}
          scanning={scanning !== null}
          onLookUp={again}
          onNewest={() => void askNewest(answer.text)}
          asking={busy}
          onScan={() => {
            setScanning(answer.text)
            void readTheRest().then(() => {
              setScanning(null)
              void submit(answer.text)
            })
          }}
        />
      )}
      <CatalogueStatusLine />

      <h2 className="section-title">{t('lookup.recent')}</h2>
      {recent.length === 0 ? (
        <EmptyState title={t('lookup.nothing-yet')} />
      ) : (
        <>
          <ul className="plain-list card">
            {recent.map((r) => (
              <li key={r.href} className="plain-list-item">
                <a href={r.href} dir="auto" className="plain-list-title">
                  {r.label}
                </a>
                <span className="muted small ellipsis" dir="ltr">
                  {r.href.slice(1)}
                </span>
              </li>
            ))}
          </ul>
          <CompareChooser items={recent} />
          <button type="button" className="button button-quiet" onClick={cleared}>
            {t('lookup.clear-recent')}
          </button>
        </>
      )}
    </div>
  )
}
