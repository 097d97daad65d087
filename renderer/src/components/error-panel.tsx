import type { ReactElement } from 'react'
import { explainError } from '../lib/error-text.ts'
import { isolatedNodes } from '../lib/isolated-nodes.tsx'
import { useWords } from '../lib/words.tsx'
import { hrefFor, useRoute } from '../lib/router.ts'
import { ScopeSwitch } from './scope-switch.tsx'

/**
 * A failure in plain words: what happened, why, and what to do next; with a retry button when it can help. A missing
 * scope is not helped by asking again with the same key: it offers the saved key that has the scope instead.
 */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }): ReactElement {
  const { t, rich } = useWords()
  const text = explainError(error, t)
  const retry = text.missingScope === null ? onRetry : undefined
  // On Keys itself a link to Keys would only reload the page the user is on.
  const onKeys = useRoute().name === 'keys'
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel-title">
        <span aria-hidden="true">⚠ </span>
        {isolatedNodes(text.title)}
      </p>
      <p>{isolatedNodes(text.explanation)}</p>
      {text.missingScope !== null && (
        <p>
          {rich('errors.panel.missing-scope', {
            scope: (
              <code dir="ltr">
                <bdi>{text.missingScope}</bdi>
              </code>
            ),
          })}
        </p>
      )}
      <p className="muted">{isolatedNodes(text.nextStep)}</p>
      {text.missingScope !== null && <ScopeSwitch scope={text.missingScope} notSent={text.notSent} />}
      <div className="error-panel-actions">
        {retry !== undefined && (
          <button type="button" className="button" onClick={retry}>
            {t('errors.panel.retry')}
          </button>
        )}
        {!onKeys && (
          <a className="button button-quiet" href={hrefFor({ name: 'keys' })}>
            {t('errors.panel.open-keys')}
          </a>
        )}
      </div>
    </div>
  )
}
