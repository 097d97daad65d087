import type { ReactElement } from 'react'
import { explainError } from '../lib/error-text.ts'
import { isolatedNodes } from '../lib/isolated-nodes.tsx'
import { useWords } from '../lib/words.tsx'
import { hrefFor, useRoute } from '../lib/router.ts'

/** A failure in plain words: what happened, why, and what to do next; with a retry button when it can help. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }): ReactElement {
  const { t, rich } = useWords()
  const text = explainError(error, t)
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
      <div className="error-panel-actions">
        {onRetry !== undefined && (
          <button type="button" className="button" onClick={onRetry}>
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
