import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { bridgeCopyItems, type CopyItem } from '../../../components/copy-items.ts'
import { navigate } from '../../../lib/router.ts'
import { useWords } from '../../../lib/words.tsx'

/** Props of RowMenu. */
export interface RowMenuProps {
  bridge: BridgeSummary
  /** Rows selected (the bridge among them); "Copy rows" offers them when more than one. */
  selectedCount: number
  x: number
  y: number
  onCopy: (item: CopyItem) => void
  onCopyRows: (format: 'tsv' | 'csv') => void
  /** `back`: the menu was left from the keyboard or by an item, so focus goes back to the table. */
  onClose: (back: boolean) => void
}

/**
 * The row's context menu (right-click, the menu key or Shift+F10): open, copy link, slug and id, and copy the
 * selected rows for a spreadsheet. The ARIA menu pattern: focus on the first item, arrows move, Escape closes.
 */
export function RowMenu({
  bridge,
  selectedCount,
  x,
  y,
  onCopy,
  onCopyRows,
  onClose,
}: RowMenuProps): ReactElement {
  const { t } = useWords()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const away = (e: PointerEvent): void => {
      if (!ref.current?.contains(e.target as Node)) onClose(false)
    }
    const blur = (): void => onClose(false)
    window.addEventListener('pointerdown', away, true)
    window.addEventListener('blur', blur)
    return () => {
      window.removeEventListener('pointerdown', away, true)
      window.removeEventListener('blur', blur)
    }
  }, [onClose])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const focus = (i: number): void => items[(i + items.length) % items.length]?.focus()
    if (e.key === 'ArrowDown') focus(at + 1)
    else if (e.key === 'ArrowUp') focus(at - 1)
    else if (e.key === 'Home') focus(0)
    else if (e.key === 'End') focus(items.length - 1)
    else if (e.key === 'Escape') onClose(true)
    else if (e.key === 'Tab') onClose(false)
    else return
    e.preventDefault()
  }

  // Kept inside the window: a menu opened near the right or bottom edge opens leftwards or upwards.
  const style = {
    left: Math.max(4, Math.min(x, window.innerWidth - 260)),
    top: Math.max(4, Math.min(y, window.innerHeight - 260)),
  }
  const item = (label: string, run: () => void): ReactElement => (
    <button
      key={label}
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="menu-item"
      onClick={() => {
        onClose(true)
        run()
      }}
    >
      {label}
    </button>
  )
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={t('table.menu', { title: bridge.title })}
      className="menu"
      style={style}
      onKeyDown={onKeyDown}
    >
      {item(t('table.menu.open'), () => navigate({ name: 'bridge', slug: bridge.slug }))}
      {bridgeCopyItems(bridge, t).map((c) => item(c.label, () => onCopy(c)))}
      <div role="separator" className="menu-separator" />
      {item(t('table.menu.copy-tsv', { n: selectedCount }), () => onCopyRows('tsv'))}
      {item(t('table.menu.copy-csv', { n: selectedCount }), () => onCopyRows('csv'))}
    </div>
  )
}
