import type { ReactElement } from 'react'
import { useSavedViews } from '../../entities/saved-view/saved-views.queries.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { quotedNames, savedViewsUsing } from './view-words.ts'

/**
 * For the deprecation radar: “Your saved views “A” and “B” read it.”, linking to them; nothing when none do.
 * The developer view shows it through a slot app/ fills, as features never import one another.
 */
export function SavedViewsUsing({ path }: { path: string }): ReactElement | null {
  const { t, rich } = useWords()
  const names = savedViewsUsing(path, useSavedViews())
  if (names.length === 0) return null
  const one = names.length === 1
  const values = {
    link: (
      <a className="saved-views-text-link" href={hrefFor({ name: 'views' })}>
        {one ? t('views.using-link-one') : t('views.using-link-many')}
      </a>
    ),
    names: <bdi>{quotedNames(names, t, 'conjunction')}</bdi>,
  }
  // One view or several: rich() words elements, not numbers, so the two forms are two messages.
  return <>{one ? rich('views.using-one', values) : rich('views.using-many', values)} </>
}
