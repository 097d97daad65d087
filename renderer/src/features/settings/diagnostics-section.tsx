import { useRef, useState, type ReactElement } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useBuildDiagnostics, useSaveDiagnostics } from './settings.queries.ts'
import { fileSize } from './settings-words.ts'
import { useWords } from '../../lib/words.tsx'

/**
 * Settings → Diagnostics: the file is built and shown first, whole and read-only, because it holds the searches
 * and names looked up; only then can it be saved, and what is saved is exactly what was shown.
 */
export function DiagnosticsSection(): ReactElement {
  const { t, rich } = useWords()
  const build = useBuildDiagnostics()
  const save = useSaveDiagnostics()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const file = open ? build.data : undefined
  const close = (): void => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <section aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">{t('settings.diagnostics.heading')}</h2>
      <p className="muted">{t('settings.diagnostics.about')}</p>
      <button
        ref={opener}
        type="button"
        className="button"
        disabled={build.isPending}
        onClick={() => {
          save.reset()
          setOpen(true)
          build.mutate()
        }}
      >
        {build.isPending ? t('settings.diagnostics.preparing') : t('menu.save-diagnostics')}
      </button>
      {open && build.isError && <ErrorPanel error={build.error} />}
      {file !== undefined && (
        <div className="settings-diagnostics" role="region" aria-label={t('settings.diagnostics.region')}>
          <p>
            {rich('settings.diagnostics.holds-size', {
              holds: <strong>{t('settings.diagnostics.holds')}</strong>,
              size: fileSize(new TextEncoder().encode(file.content).length),
            })}
          </p>
          <ul className="settings-diagnostics-contains">
            {file.contains.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <pre
            className="settings-diagnostics-content"
            tabIndex={0}
            aria-label={t('settings.diagnostics.content', { name: file.suggestedName })}
          >
            {file.content}
          </pre>
          <div className="settings-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={save.isPending || save.isSuccess}
              onClick={() => save.mutate()}
            >
              {t('settings.diagnostics.save')}
            </button>
            <button type="button" className="button" onClick={close}>
              {save.isSuccess ? t('settings.diagnostics.close') : t('components.cancel')}
            </button>
          </div>
          <div role="status" aria-live="polite">
            {save.data !== undefined && (
              <p className="settings-saved">
                {save.data.file === null
                  ? t('settings.diagnostics.not-saved')
                  : rich('settings.diagnostics.saved', { file: <bdi dir="ltr">{save.data.file}</bdi> })}
              </p>
            )}
          </div>
          {save.isError && <ErrorPanel error={save.error} />}
        </div>
      )}
    </section>
  )
}
