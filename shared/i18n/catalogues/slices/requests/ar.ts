import type { SliceTranslation } from '../../source-message.ts'
import type { requests } from './en.ts'

export const requestsAr: SliceTranslation<typeof requests> = {
  'requests.key-header': 'المفتاح والمضيف',
  'requests.demo-key': 'المفتاح التجريبي',
  'requests.unsaved-key': 'مفتاح غير محفوظ',
}
