import { useState, type ReactElement } from 'react'
import { viewDeepLink, viewHref } from '../../../../shared/views/saved-view.ts'
import type { SavedView } from '../../../../shared/ipc/views.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { CopyButtons } from '../../components/copy-buttons.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { hrefFor } from '../../lib/router.ts'
import { NameDialog } from './name-dialog.tsx'
import { useSavedViews, useViewChanges } from '../../entities/saved-view/saved-views.queries.ts'
import { ViewsTransfer } from './views-transfer.tsx'
import { useWords } from '../../lib/words.tsx'
import { describeView } from './view-words.ts'

/** The saved views: open, copy their links, rename, delete; export and import them as a file. */
export function SavedViewsView(): ReactElement {
  const { t, rich } = useWords()
  const views = useSavedViews()
  const [renaming, setRenaming] = useState<SavedView | null>(null)
  const [deleting, setDeleting] = useState<SavedView | null>(null)
  const [status, setStatus] = useState('')
  const { rename, remove } = useViewChanges()

  return (
    <div className="saved-views">
      <div className="page-header">
        <h1>{t('views.title')}</h1>
        <p className="muted small">
          {rich('views.intro', {
            bridges: (
              <a className="saved-views-text-link" href={hrefFor({ name: 'bridges', q: '', category: '' })}>
                {t('page.bridges')}
              </a>
            ),
            save: t('views.save'),
          })}
        </p>
      </div>
      <ViewsTransfer count={views.length} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {views.length === 0 ? (
        <EmptyState title={t('views.none')}>
          <p>{t('views.none-how', { save: t('views.save') })}</p>
        </EmptyState>
      ) : (
        <ul className="saved-views-list" aria-label={t('views.title')}>
          {views.map((v) => (
            <li key={v.id} className="saved-view">
              <div className="saved-view-main">
                <a className="saved-view-name" href={viewHref(v.view)} dir="auto">
                  {v.name}
                </a>
                <p className="muted small">
                  {rich('views.summary', {
                    description: describeView(v.view, t),
                    when: <RelativeTime at={v.createdAt} compact recorded />,
                  })}
                </p>
              </div>
              <div
                className="saved-view-actions"
                role="group"
                aria-label={t('views.actions-for', { name: v.name })}
              >
                <CopyButtons
                  label={t('views.copy-named', { name: v.name })}
                  items={[
                    {
                      label: t('views.copy-link'),
                      text: viewDeepLink(v.view),
                      done: t('views.link-copied'),
                    },
                  ]}
                />
                <button type="button" className="button button-small" onClick={() => setRenaming(v)}>
                  {t('views.rename')}
                </button>
                <button type="button" className="button button-small" onClick={() => setDeleting(v)}>
                  {t('views.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <NameDialog
        open={renaming !== null}
        title={t('views.rename-title', { name: renaming?.name ?? '' })}
        initialName={renaming?.name ?? ''}
        confirmLabel={t('views.rename')}
        onConfirm={async (name) => {
          if (renaming === null) return
          const renamed = await rename.mutateAsync({ id: renaming.id, name })
          setStatus(t('views.renamed', { name: renamed.name }))
        }}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('views.delete-title', { name: deleting?.name ?? '' })}
        confirmLabel={t('views.delete-confirm')}
        cancelLabel={t('views.cancel')}
        onConfirm={() => {
          const gone = deleting
          setDeleting(null)
          if (gone === null) return
          remove.mutate(
            { id: gone.id },
            {
              onSuccess: () => setStatus(t('views.deleted', { name: gone.name })),
              onError: () => setStatus(t('views.not-deleted', { name: gone.name })),
            },
          )
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('views.links-keep')}</p>
      </ConfirmDialog>
    </div>
  )
}
