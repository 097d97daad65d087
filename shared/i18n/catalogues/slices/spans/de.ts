import type { SliceTranslation } from '../../source-message.ts'
import type { spans } from './en.ts'

export const spansDe: SliceTranslation<typeof spans> = {
  'spans.legend': 'Zeitraum',
  'spans.1h': 'Letzte Stunde',
  'spans.24h': '24 Stunden',
  'spans.7d': '7 Tage',
  'spans.30d': '30 Tage',
}
