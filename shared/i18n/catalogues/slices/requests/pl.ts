import type { SliceTranslation } from '../../source-message.ts'
import type { requests } from './en.ts'

export const requestsPl: SliceTranslation<typeof requests> = {
  'requests.key-header': 'Klucz i host',
  'requests.demo-key': 'Klucz demonstracyjny',
  'requests.unsaved-key': 'Klucz niezapisany',
}
