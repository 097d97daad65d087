import { formatList } from '../../../../shared/i18n/format.ts'
import type { ReactElement } from 'react'
import { useSavedViews } from '../../entities/saved-view/saved-views.queries.ts'
import { hrefFor } from '../../lib/router.ts'
import { savedViewsUsing } from './view-words.ts'

/**
 * For the deprecation radar: “Your saved views “A” and “B” read it.”, linking to them; nothing when none do.
 * The developer view shows it through a slot app/ fills, as features never import one another.
 */
export function SavedViewsUsing({ path }: { path: string }): ReactElement | null {
  const names = savedViewsUsing(path, useSavedViews())
  if (names.length === 0) return null
  const quoted = names.map((n) => `“${n}”`)
  const list = formatList(quoted)
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
