import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

const BRIDGES = (n: string): string =>
  `{${n}, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}`
/** After “z”, “spośród” (genitive): 1 mostu, 2 mostów, 5 mostów. */
const OF_BRIDGES = (n: string): string =>
  `{${n}, plural, one {# mostu} few {# mostów} many {# mostów} other {# mostu}}`
const PASSES = (n: string): string =>
  `{${n}, plural, one {# przejście} few {# przejścia} many {# przejść} other {# przejścia}}`
const SORTS =
  'newest {od najnowszych} passes {według liczby przejść} score {według najwyższej oceny} other {według tytułu}'

export const listPl: SliceTranslation<typeof list> = {
  'list.category-options': 'Kategorie do wyboru',
  'list.category-option':
    '{name} {count, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}',
  'list.place-local-forms':
    'Na tym komputerze pasują też odmiany słów: „libraries” znajduje także „library”.',
  'list.found-in-opened':
    'Tylko w tekście propozycji otwartym tutaj znaleziono {n, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}} z listy (ten komputer przeszukuje też te teksty).',
  'list.or': '{first} lub {second}',
  'list.comma': '{first}, {second}',
  'list.sentences': '{first} {second}',
  'list.glossary':
    'Przejścia: ile razy ludzie skorzystali z mostu, według liczenia usługi. Ocena: ocena mostu nadana przez usługę; im wyższa, tym lepiej.',
  'list.search-label': 'Szukaj mostów',
  'list.search-placeholder': 'Szukane słowa',
  'list.filters': '{set, plural, =0 {Filtry} other {Filtry (#)}}',
  'list.search-place': 'Szukaj',
  'list.place-local': 'na tym komputerze',
  'list.place-service': 'w usłudze',
  'list.category': 'Kategoria',
  'list.all-categories': 'Wszystkie kategorie',
  'list.all-categories-count': 'Wszystkie kategorie ({total, number})',
  'list.sort': 'Kolejność',
  'list.sort-service': 'Jak podaje usługa',
  'list.sort-option':
    '{sort, select, newest {Od najnowszych} passes {Najwięcej przejść} score {Najwyższa ocena} other {Tytuł (A–Z)}}',
  'list.sort-table': 'Jak posortowano w tabeli',
  'list.suggestors': 'Autorzy propozycji',
  'list.suggestors-everyone': 'Wszyscy',
  'list.suggestors-verified': `{counted, select, yes {Zweryfikowani (${BRIDGES('n')})} other {Zweryfikowani}}`,
  'list.suggestors-unverified': `{counted, select, yes {Niezweryfikowani (${BRIDGES('n')})} other {Niezweryfikowani}}`,
  'list.range-name': '{kind, select, passes {Przejścia} score {Ocena} other {Opublikowano}}',
  'list.range-from': '{name} od',
  'list.range-to': '{name} do',
  'list.range-upside-down': '{name}: „od” jest po „do”; niczego nie zmieniono.',
  'list.range-not-whole': '{name}: tylko liczby całkowite; niczego nie zmieniono.',
  'list.facets': 'Kategorie tych mostów',
  'list.facets-waiting': 'Liczby w kategoriach pojawią się z pełnym katalogiem.',
  'list.facet-choose': `{name}: ${BRIDGES('n')}; pokaż tylko te`,
  'list.facet-drop': `{name}: ${BRIDGES('n')}, wybrano; pokaż znów wszystkie kategorie`,
  'list.display': 'Pokaż mosty jako',
  'list.display-list': 'Lista',
  'list.display-table': 'Tabela',
  'list.needs-sort': 'Inne kolejności będą dostępne, gdy katalog na tym komputerze będzie zawierał mosty.',
  'list.needs-suggestors':
    'Zweryfikowanych lub nie można wybrać, gdy katalog na tym komputerze będzie zawierał każdy most.',
  'list.needs-place':
    'Szukanie na tym komputerze można wybrać, gdy katalog na tym komputerze będzie zawierał mosty.',
  'list.needs-ranges':
    'Zakresy przejść, oceny i dni można ustawić, gdy katalog na tym komputerze będzie zawierał mosty.',
  'list.now-off': 'Jest wyłączony w Ustawieniach.',
  'list.now-withheld': 'Nie jest używany z bieżącym kluczem: wiersz katalogu powyżej wyjaśnia dlaczego.',
  'list.now-paused': 'Jest wstrzymany: wiersz katalogu powyżej wyjaśnia dlaczego.',
  'list.now-building': 'Wiersz katalogu powyżej pokazuje, ile już przeczytał.',
  'list.narrowed-why':
    'Słowa są dopasowywane na tym komputerze, dopóki lista ma kilka kategorii lub zakres: usługa filtruje tylko według jednej kategorii i bez zakresów. Usuń je, aby szukać w usłudze.',
  'list.place-why':
    'Słowa są dopasowywane na tym komputerze, dopóki ta lista jest tak posortowana lub przefiltrowana: {because}. Wybierz „Jak podaje usługa” i w polu Autorzy propozycji „Wszyscy”, aby szukać w usłudze.',
  'list.because-sort': `usługa nie sortuje {sort, select, ${SORTS}}`,
  'list.because-suggestors': 'usługa nie filtruje według autorów propozycji',
  'list.because-newest': 'tę kolejność utrzymuje katalog na tym komputerze',
  'list.loading': 'Wczytywanie mostów…',
  'list.loading-more': 'Wczytywanie kolejnych mostów…',
  'list.reading-catalogue': 'Czytanie katalogu…',
  'list.with-words': ' ze słowami „{q}”',
  'list.in-categories': ' w kategorii {categories}',
  'list.service-all': `Wyświetlono wszystkie: ${BRIDGES('n')}{where}`,
  'list.service-so-far': `Wyświetlono dotąd ${BRIDGES('n')}{where}`,
  'list.service-of': `Wyświetlono {shown, number} z ${OF_BRIDGES('of')}{where} (policzone przez katalog, zaktualizowany {age})`,
  'list.service-of-in-all': `Wyświetlono {shown, number} z ${OF_BRIDGES('of')}{where} (łącznie {total, number}; policzone przez katalog, zaktualizowany {age})`,
  'list.recently': 'niedawno',
  'list.short-of': `Wyświetlono {shown, number} z ${OF_BRIDGES('of')}{where}`,
  'list.short-counted': 'Policzone przez katalog, zaktualizowany {age}',
  'list.short-so-far': `Wyświetlono dotąd ${BRIDGES('n')}{where}`,
  'list.short-with-words': 'ze słowami „{q}”',
  'list.order-complete': `spośród wszystkich ${OF_BRIDGES('held')}, przez katalog na tym komputerze`,
  'list.order-partial': `spośród ${OF_BRIDGES('held')}, które katalog ma dotąd; resztę wciąż czyta`,
  'list.catalogue-count': `Wyświetlono ${BRIDGES('n')}{where}{who}{words}{sorted} ({over}).`,
  'list.by-verified':
    '{verified, select, verified { zweryfikowanych autorów} other { niezweryfikowanych autorów}}',
  'list.and-ranges': ', {ranges}',
  'list.catalogue-words': ' ze słowami „{q}” w tytule lub w obejrzanej propozycji, szukane na tym komputerze',
  'list.sorted': `, posortowano {sort, select, ${SORTS}}`,
  'list.over-complete': `spośród wszystkich ${OF_BRIDGES('held')}, katalog zaktualizowany {age}`,
  'list.over-partial': `spośród ${OF_BRIDGES('held')} zebranych dotąd; katalog wciąż czyta resztę`,
  'list.catalogue-short': `Wyświetlono ${BRIDGES('n')}{where}{who}{words}`,
  'list.short-local-complete': `Na tym komputerze, spośród wszystkich ${OF_BRIDGES('held')}`,
  'list.short-local-partial': 'Na tym komputerze, spośród {held, number} zebranych dotąd',
  'list.range-passes': `{bound, select, both {z liczbą przejść od {lo, number} do {hi, number}} min {z co najmniej ${PASSES('lo')}} other {z co najwyżej ${PASSES('hi')}}}`,
  'list.range-score':
    '{bound, select, both {z oceną od {lo, number} do {hi, number}} min {z oceną co najmniej {lo, number}} other {z oceną co najwyżej {hi, number}}}',
  'list.range-published':
    '{bound, select, both {opublikowane od {from} do {to}} min {opublikowane od {from}} other {opublikowane do {to}}}',
  'list.empty-looked': 'Szukano mostów{who} na tym komputerze, {over}.',
  'list.note-repeats': `Usługa wysłała ponownie ${BRIDGES('n')} na dalszej stronie; każdy jest pokazany raz.`,
  'list.note-restarted': `Usługa nie wiedziała już, gdzie była ta lista (mogła zostać uruchomiona ponownie), więc przeczytano ją od początku, zachowując już wyświetlone mosty (${BRIDGES('n')}).`,
  'list.row-by': 'autor: {suggestor}',
  'list.row-passes': PASSES('n'),
  'list.row-score': 'ocena {score, number}',
  'list.title-not-known': '(tytuł jeszcze nieznany)',
  'list.no-match': 'Żaden most nie pasuje do „{q}”.',
  'list.no-match-in': 'Żaden most w kategorii {category} nie pasuje do „{q}”.',
  'list.none-in': 'Brak mostów w kategorii {category}.',
  'list.none': 'Nie opublikowano jeszcze żadnego mostu.',
  'list.also-category': '„{q}” to także kategoria.',
  'list.show-category': 'Pokaż wszystkie mosty w kategorii {category}',
  'list.empty-hint':
    'Wyszukiwanie znajduje mosty, które mają Twoje słowa w tytule lub w propozycji. Spróbuj mniej słów lub innej kategorii.',
  'list.end': `To już wszystko: ${BRIDGES('n')}.`,
  'list.end-missing-cursor':
    'Usługa podała, że jest więcej mostów, ale nie przysłała sposobu, by je pobrać, więc ta lista może być niepełna.',
  'list.end-repeated-cursor':
    'Usługa wskazała z powrotem na już pokazaną stronę, więc lista kończy się tutaj i może być niepełna.',
  'list.end-empty-pages':
    'Usługa przysłała kolejno {n, number} pustych stron, więc lista kończy się tutaj i może być niepełna.',
  'list.refused':
    'Usługa odrzuciła bieżący klucz, więc nie można nim czytać kolejnych mostów. {title}. {next}',
  'list.read-before': `Mosty poniżej (${BRIDGES('n')}) przeczytano przed odrzuceniem ({age}); to dane publiczne i pozostają bez zmian.`,
  'list.earlier': 'wcześniej',
  'list.insights-these':
    '{n, plural, one {ten # most} few {te # mosty} many {tych # mostów} other {tych # mostu}}',
}
