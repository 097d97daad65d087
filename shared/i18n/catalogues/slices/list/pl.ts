import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listPl: SliceTranslation<typeof list> = {
  'list.category-options': 'Kategorie do wyboru',
  'list.category-option':
    '{name} {count, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}',
  'list.place-local-forms':
    'Na tym komputerze pasują też odmiany słów: „libraries” znajduje także „library”.',
  'list.found-in-opened':
    'Tylko w tekście propozycji otwartym tutaj znaleziono {n, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}} z listy (ten komputer przeszukuje też te teksty).',
}
