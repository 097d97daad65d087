import type { SliceTranslation } from '../../source-message.ts'
import type { bySuggestor } from './en.ts'

export const bySuggestorDe: SliceTranslation<typeof bySuggestor> = {
  'by-suggestor.chip': 'Brücken von {name}',
  'by-suggestor.remove': 'Brücken aller Vorschlagenden zeigen',
  'by-suggestor.waiting':
    'Nur der Katalog auf diesem Computer kann die Brücken einer einzelnen Person auflisten; bis er Brücken enthält, werden die Brücken aller Vorschlagenden gezeigt.',
  'by-suggestor.place-why':
    'Wörter werden auf diesem Computer gesucht, solange die Liste die Brücken einer einzelnen Person zeigt: Der Dienst kann nicht nach Vorschlagenden filtern. Entfernen Sie „Brücken von {name}“, um beim Dienst zu suchen.',
  'by-suggestor.count': 'Nur Brücken von {name}.',
  'by-suggestor.empty': 'Keine Brücken von {name} passen zu dieser Liste.',
  'by-suggestor.describe': 'Brücken von {name}',
  'by-suggestor.goes-list': 'Brücken dieser Person auflisten',
  'by-suggestor.profile': 'Profil',
  'by-suggestor.profile-of': 'Profil von {name}',
  'by-suggestor.more': 'Weitere Brücken von {name}',
}
