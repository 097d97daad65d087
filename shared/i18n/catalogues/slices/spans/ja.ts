import type { SliceTranslation } from '../../source-message.ts'
import type { spans } from './en.ts'

export const spansJa: SliceTranslation<typeof spans> = {
  'spans.legend': '期間',
  'spans.1h': '過去1時間',
  'spans.24h': '24時間',
  'spans.7d': '7日間',
  'spans.30d': '30日間',
}
