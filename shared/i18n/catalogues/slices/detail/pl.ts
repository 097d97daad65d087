import type { SliceTranslation } from '../../source-message.ts'
import type { detail } from './en.ts'

export const detailPl: SliceTranslation<typeof detail> = {
  'detail.title': 'Most',
  'detail.not-found': 'Ten most nie istnieje albo nie jest już opublikowany.',
  'detail.browse-all': 'Przeglądaj wszystkie mosty',
  'detail.loading': 'Wczytywanie…',
  'detail.category': 'Kategoria',
  'detail.domain': 'Domena',
  'detail.passes': 'Przejścia',
  'detail.score': 'Ocena',
  'detail.published': 'Opublikowano',
  'detail.suggested-by': 'Autor(ka) propozycji',
  'detail.identifier': 'Identyfikator',
  'detail.copy': 'Kopiuj ten most',
  'detail.about-passes': 'Przejścia: ile razy ludzie skorzystali z mostu, według liczenia usługi.',
  'detail.about-score': 'Ocena: ocena mostu wystawiona przez usługę; im wyższa, tym lepiej.',
  'detail.not-web-address': '(to nie jest adres strony internetowej, więc nie można go otworzyć)',
  'detail.open-domain': 'Otwórz {domain}',
  'detail.open-title': 'Otworzyć {url} w przeglądarce?',
  'detail.open-confirm': 'Otwórz w przeglądarce',
  'detail.cancel': 'Anuluj',
  'detail.open-note': 'Adres pochodzi od autora lub autorki mostu; aplikacja nie sprawdzała tej strony.',
}
