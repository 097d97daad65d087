import type { SliceTranslation } from '../../source-message.ts'
import type { spans } from './en.ts'

export const spansPl: SliceTranslation<typeof spans> = {
  'spans.legend': 'Okres',
  'spans.1h': 'Ostatnia godzina',
  'spans.24h': '24 godziny',
  'spans.7d': '7 dni',
  'spans.30d': '30 dni',
}
