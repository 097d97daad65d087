import type { ReactElement } from 'react'
import { hrefFor } from '../../lib/router.ts'

/** For the deprecation radar: “Your saved views “A” and “B” read it.”, linking to them; nothing when none do. */
export function SavedViewsUsing({ names }: { names: readonly string[] }): ReactElement | null {
  if (names.length === 0) return null
  const quoted = names.map((n) => `“${n}”`)
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
  return (
    <>
      Your{' '}
      <a className="saved-views-text-link" href={hrefFor({ name: 'views' })}>
        {names.length === 1 ? 'saved view' : 'saved views'}
      </a>{' '}
      {list} {names.length === 1 ? 'reads' : 'read'} it too.{' '}
    </>
  )
}
