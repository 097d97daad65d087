import type { ReactElement } from 'react'
import type { CompareKind } from '../../../shared/views/compare-query.ts'
import { hrefFor } from '../lib/router.ts'
import { useWords } from '../lib/words.tsx'

/**
 * A link to the compare page (README.md, "Compare"): "Compare" for two names (the table's two selected rows),
 * "Compare with…" for one (a bridge's page: the second is chosen there).
 */
export function CompareLink({ kind, names }: { kind: CompareKind; names: readonly string[] }): ReactElement {
  const { t } = useWords()
  return (
    <a
      className="button button-small"
      href={hrefFor({ name: 'compare', read: { ok: true, query: { kind, names } } })}
    >
      {names.length === 1 ? t('compare.with') : t('compare.open')}
    </a>
  )
}
