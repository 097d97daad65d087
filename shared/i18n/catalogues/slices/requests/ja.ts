import type { SliceTranslation } from '../../source-message.ts'
import type { requests } from './en.ts'

export const requestsJa: SliceTranslation<typeof requests> = {
  'requests.key-header': 'キーとホスト',
  'requests.demo-key': 'デモ用キー',
  'requests.unsaved-key': '未保存のキー',
}
