import { useState, type ReactElement } from 'react'
import { DEFAULT_VIEW_LAYOUT, type BridgeView } from '../../../../shared/views/bridge-view.ts'
import { hrefFor, useRoute } from '../../lib/router.ts'
import { useBridgesLayout } from '../../store/ui-store.ts'
import { normalizeFilters } from '../bridges/index.ts'
import { NameDialog } from './name-dialog.tsx'
import { useSavedViews, useViewChanges } from './saved-views.queries.ts'
import { describeView, savedViewShowing, suggestedViewName } from './view-words.ts'

/** The view on screen: the location's filters and layout (the layout as last shown when the link has none). */
function useViewOnScreen(): BridgeView {
  const route = useRoute()
  const remembered = useBridgesLayout()
  if (route.name !== 'bridges') return { q: '', category: '', ...DEFAULT_VIEW_LAYOUT }
  const { q, category } = normalizeFilters(route.q, route.category)
  return { q, category, ...(route.layout ?? remembered) }
}

/**
 * On the bridges toolbar: "Save view…" names the filters and layout on screen; when they are exactly a saved
 * view, its name is shown instead, so the user knows the view is saved and where it is.
 */
export function SaveViewControl(): ReactElement {
  const view = useViewOnScreen()
  const views = useSavedViews()
  const { save } = useViewChanges()
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const showing = savedViewShowing(views, view)

  return (
    <div className="save-view">
      {showing === undefined ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Save view…
        </button>
      ) : (
        <p className="save-view-current small">
          Saved view: <a href={hrefFor({ name: 'views' })}>{showing.name}</a>
        </p>
      )}
      <span className="visually-hidden" role="status">
        {status}
      </span>
      <NameDialog
        open={open}
        title="Save this view"
        initialName={suggestedViewName(view)}
        confirmLabel="Save view"
        onConfirm={async (name) => {
          const saved = await save.mutateAsync({ name, view })
          setStatus(`Saved “${saved.name}”. It is listed under Bridges in the side bar.`)
        }}
        onClose={() => setOpen(false)}
      >
        <p className="name-dialog-note muted small">{describeView(view)}</p>
        <p className="name-dialog-note muted small">
          The view keeps the search, the category, list or table, and the table’s columns, widths and sort.
        </p>
      </NameDialog>
    </div>
  )
}
