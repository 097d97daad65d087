import type { SliceTranslation } from '../../source-message.ts'
import type { requests } from './en.ts'

export const requestsDe: SliceTranslation<typeof requests> = {
  'requests.key-header': 'Schlüssel und Host',
  'requests.demo-key': 'Demo-Schlüssel',
  'requests.unsaved-key': 'Schlüssel nicht gespeichert',
}
