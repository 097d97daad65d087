import { useState, type ReactElement } from 'react'
import type { BridgeView } from '../../../../shared/views/saved-view.ts'
import { sameListQuery } from '../../../../shared/views/list-query.ts'
import { hrefFor, useRoute } from '../../lib/router.ts'
import { useBridgesLayout } from '../../store/ui-store.ts'
import { NameDialog } from './name-dialog.tsx'
import { useSavedViews, useViewChanges } from '../../entities/saved-view/saved-views.queries.ts'
import { useWords } from '../../lib/words.tsx'
import { describeView, savedViewShowing, suggestedViewName, viewOnScreen } from './view-words.ts'

/** The view on screen: the location's list query, in the layout the list shows for it. */
function useViewOnScreen(): BridgeView {
  return viewOnScreen(useRoute(), useBridgesLayout())
}

/**
 * On the bridges toolbar: "Save view…" names the filters and layout on screen; when they are exactly a saved
 * view, its name is shown instead, so the user knows the view is saved and where it is. After the columns,
 * sort or display of a saved view were changed (same search and category), "Update" keeps the change in it.
 */
export function SaveViewControl(): ReactElement {
  const { t, rich } = useWords()
  const view = useViewOnScreen()
  const views = useSavedViews()
  const { save, update } = useViewChanges()
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const showing = savedViewShowing(views, view)
  // The saved view last shown here; it stays offered for Update while the filters are still its own.
  const [originId, setOriginId] = useState<string | null>(null)
  if (showing !== undefined && showing.id !== originId) setOriginId(showing.id)
  const origin = views.find((v) => v.id === originId)
  const updatable =
    showing === undefined &&
    origin !== undefined &&
    // Same filters (a view's layout is no part of its list query's filters: BridgeView spells it out apart).
    sameListQuery(origin.view, view)

  return (
    <div className="save-view">
      {showing === undefined ? (
        <>
          {updatable && (
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: origin.id, view },
                  {
                    onSuccess: (v) => setStatus(t('views.updated', { name: v.name })),
                    onError: () => setStatus(t('views.not-updated', { name: origin.name })),
                  },
                )
              }
            >
              {t('views.update', { name: origin.name })}
            </button>
          )}
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {updatable ? t('views.save-as-new') : t('views.save')}
          </button>
        </>
      ) : (
        <p className="save-view-current small">
          {rich('views.current', {
            name: (
              <a className="saved-views-text-link" href={hrefFor({ name: 'views' })}>
                <bdi>{showing.name}</bdi>
              </a>
            ),
          })}
        </p>
      )}
      <span className="visually-hidden" role="status">
        {status}
      </span>
      <NameDialog
        open={open}
        title={t('views.save-title')}
        initialName={suggestedViewName(view, t)}
        confirmLabel={t('views.save-confirm')}
        onConfirm={async (name) => {
          const saved = await save.mutateAsync({ name, view })
          setStatus(t('views.saved', { name: saved.name }))
        }}
        onClose={() => setOpen(false)}
      >
        <p className="name-dialog-note muted small">{describeView(view, t)}</p>
        <p className="name-dialog-note muted small">{t('views.keeps')}</p>
      </NameDialog>
    </div>
  )
}
