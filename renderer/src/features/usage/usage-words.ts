/** Plain words for key usage: what each purpose is, the chart's marks, expiry warnings. Pure. */
import type { ScopeCell, UsagePurpose } from '../../../../shared/ipc/usage.ts'

/** The view or job behind each purpose, as the usage breakdown names it. */
export const PURPOSE_WORDS: Readonly<Record<UsagePurpose, string>> = {
  bridges: 'Bridges list',
  'bridge-detail': 'Bridge detail and lookup',
  profiles: 'Profiles and lookup',
  stats: 'Stats',
  'my-profile': 'My profile',
  export: 'Exports',
  'key-check': 'Key checks',
  'stats-poll': 'Stats history (background)',
  watch: 'Watch list refreshes',
  catalogue: 'Catalogue (background)',
  other: 'Other',
}

/** What a matrix cell says, in words that do not rely on its colour. */
export function cellWords(cell: ScopeCell): { icon: string; words: string } {
  switch (cell.verdict) {
    case 'allowed':
      return { icon: '✓', words: 'Allowed' }
    case 'denied':
      return { icon: '✕', words: 'Denied (missing scope)' }
    default:
      return { icon: '?', words: 'Unknown' }
  }
}
