import type { ComponentProps, ReactElement, ReactNode } from 'react'
import type { BridgeDisplay } from '../../../../shared/views/bridge-view.ts'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { useWords } from '../../lib/words.tsx'
import { DisplaySwitch } from './display-switch.tsx'
import { ExportPanel } from './export-panel.tsx'

/**
 * The list's title line: the title, what passes and score mean, the list's own actions (List or Table, Export,
 * Save view) and the catalogue's status line in a place kept for it.
 */
export function ListHeader({
  display,
  onDisplay,
  exported,
  saveView,
}: {
  display: BridgeDisplay
  onDisplay: (display: BridgeDisplay) => void
  /** What Export exports (export-panel.tsx). */
  exported: ComponentProps<typeof ExportPanel>
  saveView: ReactNode
}): ReactElement {
  const { t } = useWords()
  return (
    // The list's own actions are on the title's line, so the search, the filters and the sort above the list take
    // two lines of their own at most, and the list starts in the first screen at 200 % zoom (features.css).
    <div className="page-header bridges-header">
      <h1>{t('page.bridges')}</h1>
      <p className="muted small bridges-glossary">{t('list.glossary')}</p>
      <div className="bridges-actions">
        <DisplaySwitch display={display} onDisplay={onDisplay} />
        <ExportPanel {...exported} />
        {saveView}
      </div>
      {/* Its place is kept before the status is known (the drawing carries it when main has it, else it
          comes over IPC after the first paint), so the toolbar and the rows below never move when it appears
          or its words change (CLS 0, README.md, Architecture: the first screen). */}
      <div className="catalogue-status-slot">
        <CatalogueStatusLine kept />
      </div>
    </div>
  )
}
