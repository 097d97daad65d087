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
import { describeView } from './view-words.ts'

/** The saved views: open, copy their links, rename, delete; export and import them as a file. */
export function SavedViewsView(): ReactElement {
  const views = useSavedViews()
  const [renaming, setRenaming] = useState<SavedView | null>(null)
  const [deleting, setDeleting] = useState<SavedView | null>(null)
  const [status, setStatus] = useState('')
  const { rename, remove } = useViewChanges()

  return (
    <div className="saved-views">
      <div className="page-header">
        <h1>Saved views</h1>
        <p className="muted small">
          A view keeps a search, a category, list or table, and the table’s columns. Save one from{' '}
          <a className="saved-views-text-link" href={hrefFor({ name: 'bridges', q: '', category: '' })}>
            Bridges
          </a>{' '}
          with “Save view…”.
        </p>
      </div>
      <ViewsTransfer count={views.length} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {views.length === 0 ? (
        <EmptyState title="No saved views yet.">
          <p>
            On Bridges, choose a category, search, switch to the table and arrange its columns, then press
            “Save view…”. The view appears here and in the side bar, and has a link you can share.
          </p>
        </EmptyState>
      ) : (
        <ul className="saved-views-list" aria-label="Saved views">
          {views.map((v) => (
            <li key={v.id} className="saved-view">
              <div className="saved-view-main">
                <a className="saved-view-name" href={viewHref(v.view)}>
                  {v.name}
                </a>
                <p className="muted small">
                  {describeView(v.view)} · saved <RelativeTime at={v.createdAt} compact recorded />
                </p>
              </div>
              <div className="saved-view-actions" role="group" aria-label={`Actions for ${v.name}`}>
                <CopyButtons
                  label={`Copy ${v.name}`}
                  items={[{ label: 'Copy link', text: viewDeepLink(v.view), done: 'Link copied' }]}
                />
                <button type="button" className="button button-small" onClick={() => setRenaming(v)}>
                  Rename
                </button>
                <button type="button" className="button button-small" onClick={() => setDeleting(v)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <NameDialog
        open={renaming !== null}
        title={`Rename “${renaming?.name ?? ''}”`}
        initialName={renaming?.name ?? ''}
        confirmLabel="Rename"
        onConfirm={async (name) => {
          if (renaming === null) return
          const renamed = await rename.mutateAsync({ id: renaming.id, name })
          setStatus(`Renamed to “${renamed.name}”.`)
        }}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the view “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete view"
        onConfirm={() => {
          const gone = deleting
          setDeleting(null)
          if (gone === null) return
          remove.mutate(
            { id: gone.id },
            {
              onSuccess: () => setStatus(`Deleted “${gone.name}”.`),
              onError: () => setStatus(`Could not delete “${gone.name}”.`),
            },
          )
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>Links to it keep working: a view’s link carries the whole view.</p>
      </ConfirmDialog>
    </div>
  )
}
