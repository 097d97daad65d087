import type { SliceTranslation } from '../../source-message.ts'
import type { bySuggestor } from './en.ts'

export const bySuggestorPl: SliceTranslation<typeof bySuggestor> = {
  'by-suggestor.chip': 'Mosty autorstwa {name}',
  'by-suggestor.remove': 'Pokaż mosty wszystkich autorów propozycji',
  'by-suggestor.waiting':
    'Mosty jednej osoby może wyświetlić tylko katalog na tym komputerze; dopóki nie zawiera mostów, widać mosty wszystkich autorów propozycji.',
  'by-suggestor.place-why':
    'Słowa są wyszukiwane na tym komputerze, dopóki lista pokazuje mosty jednej osoby: usługa nie umie filtrować według autora propozycji. Usuń „Mosty autorstwa {name}”, aby szukać w usłudze.',
  'by-suggestor.count': 'Tylko mosty autorstwa {name}.',
  'by-suggestor.empty': 'Żaden most autorstwa {name} nie pasuje do tej listy.',
  'by-suggestor.describe': 'mosty autorstwa {name}',
  'by-suggestor.goes-list': 'pokaż mosty tej osoby na liście',
  'by-suggestor.profile': 'profil',
  'by-suggestor.profile-of': 'profil: {name}',
  'by-suggestor.more': 'Więcej mostów autorstwa {name}',
}
