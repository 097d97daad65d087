import type { SliceTranslation } from '../../source-message.ts'
import type { spans } from './en.ts'

export const spansAr: SliceTranslation<typeof spans> = {
  'spans.legend': 'المدة',
  'spans.1h': 'آخر ساعة',
  'spans.24h': '24 ساعة',
  'spans.7d': '7 أيام',
  'spans.30d': '30 يومًا',
}
