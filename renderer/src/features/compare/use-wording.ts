import { useMemo } from 'react'
import { formatDate, formatNumber, numberFormat } from '../../../../shared/i18n/format.ts'
import { useWords } from '../../lib/words.tsx'
import type { Wording } from './compare-text.ts'

/** The app's words and formatters for a comparison (the region of formats in force: docs/i18n.md). */
export function useWording(): Wording {
  const { t } = useWords()
  return useMemo(
    () => ({
      t,
      number: (n) => formatNumber(n) ?? String(n),
      signed: (n) => numberFormat({ signDisplay: 'exceptZero' }).format(n),
      date: (at) => formatDate(at) ?? at,
    }),
    [t],
  )
}
