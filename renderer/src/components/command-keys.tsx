import type { ReactElement } from 'react'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The command palette's shortcut as keys, kept left to right inside right-to-left text (HOUSE_STYLE.md "Words"). */
export function CommandKeys(): ReactElement {
  return (
    <bdi dir="ltr">
      <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd> <kbd>K</kbd>
    </bdi>
  )
}
