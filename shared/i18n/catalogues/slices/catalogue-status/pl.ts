import type { SliceTranslation } from '../../source-message.ts'
import type { catalogueStatus } from './en.ts'

// Nominative ("Katalog: 5 mostów") and the locative after "na" ("wstrzymany na 5 mostach").
const BRIDGES = '{rows, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}'
const AT_BRIDGES = '{rows, plural, one {# moście} few {# mostach} many {# mostach} other {# mostu}}'

export const catalogueStatusPl: SliceTranslation<typeof catalogueStatus> = {
  'catalogue-status.rows': BRIDGES,
  'catalogue-status.rows-of':
    '{rows, number} z około {total, plural, one {# mostu} few {# mostów} many {# mostów} other {# mostu}}',
  'catalogue-status.gone': ' ({gone, number} już niepublikowanych)',
  'catalogue-status.held-so-far': ' do tej pory',
  'catalogue-status.held-age': ', ostatnio ukończony {duration} temu',
  'catalogue-status.off': 'Katalog: wyłączony.',
  'catalogue-status.paused': `Katalog wstrzymany na ${AT_BRIDGES}: {why}`,
  'catalogue-status.paused-waiting': 'oczekiwanie.',
  'catalogue-status.paused-withheld': `Katalog wstrzymany na ${AT_BRIDGES}: {why} Do tego czasu kopia listy na tym komputerze nie jest pokazywana.`,
  'catalogue-status.withheld': 'Katalog niepokazywany: {why}',
  'catalogue-status.complete': 'Katalog: {count}{gone}, kompletny.',
  'catalogue-status.complete-age': 'Katalog: {count}{gone}, kompletny, zaktualizowany {duration} temu.',
  'catalogue-status.all': `Katalog: wszystkie ${BRIDGES}{gone}.`,
  'catalogue-status.all-updated': `Katalog: wszystkie ${BRIDGES}{gone}, zaktualizowany {age}.`,
  'catalogue-status.building': 'Katalog: {count}',
  'catalogue-status.building-eta': 'Katalog: {count}, kompletny za {duration}',
  'catalogue-status.service-down':
    'Katalog: {count}{gone}{held}. Oczekiwanie na usługę, która nie odpowiada.',
  'catalogue-status.rate-wait': 'Katalog: {count}; {why}',
  'catalogue-status.waiting': 'Katalog: {count}, czeka na wznowienie.',
  'catalogue-status.failed':
    'Katalog: {count}; ostatnie zapytanie nie powiodło się ({error}), wkrótce ponowna próba.',
  'catalogue-status.wait-chosen':
    'aplikacja postanowiła nie czekać {duration} na następne okno czasowe limitu zapytań, więc nic nie wysłano. Katalog ruszy dalej, gdy to okno czasowe się zacznie.',
  'catalogue-status.wait-asked':
    'usługa poprosiła o odczekanie {duration} ze względu na limit zapytań ({status}). Katalog ruszy dalej po tym czasie.',
  'catalogue-status.pause-key-refused':
    'klucz został odrzucony (401). Katalog ruszy dalej, gdy klucz zostanie zastąpiony lub ponownie sprawdzony.',
  'catalogue-status.pause-key-scope':
    'klucz nie może czytać listy mostów ({code}). Katalog ruszy dalej, gdy klucz zostanie zastąpiony lub ponownie sprawdzony.',
  'catalogue-status.pause-key-unreadable':
    'nie udało się odczytać używanego klucza z systemowego pęku kluczy, więc nic nie wysłano. Katalog ruszy dalej w ciągu minuty, gdy pęk kluczy wyda klucz; „Klucze” podają przyczynę.',
  'catalogue-status.pause-disk-full':
    'dysk jest pełny ({path}). Katalog ruszy dalej w ciągu minuty po zwolnieniu miejsca.',
  'catalogue-status.pause-write-refused':
    'system odmówił zapisu pliku katalogu ({path}: dysk może ulegać awarii albo plik osiągnął limit rozmiaru). To, co katalog zawiera, zostaje zachowane; ponowi próbę w ciągu minuty.',
  'catalogue-status.pause-bound-reached':
    'osiągnął swój limit {maxRows, plural, one {# mostu} few {# mostów} many {# mostów} other {# mostu}}, a usługa ma ich więcej. Przeglądanie w samej usłudze nadal działa.',
  'catalogue-status.withheld-key-scope':
    'używany klucz nie może czytać danych publicznych (brakuje mu zakresu {scope}), więc kopia listy na tym komputerze nie jest pokazywana. Zostanie pokazana ponownie, gdy będzie używany klucz, który może ją czytać.',
  'catalogue-status.withheld-key-refused':
    'usługa odrzuciła używany klucz, więc kopia listy na tym komputerze nie jest pokazywana. Zostanie pokazana ponownie, gdy będzie używany działający klucz.',
  'catalogue-status.less-than-minute': 'mniej niż minutę',
  'catalogue-status.about-min': 'około {n, number} min',
  'catalogue-status.about-h': 'około {n, number} godz.',
  'catalogue-status.about-days': 'około {n, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}}',
  'catalogue-status.about-months':
    'około {n, plural, one {# miesiąca} few {# miesięcy} many {# miesięcy} other {# miesiąca}}',
  'catalogue-status.about-years': 'około {n, plural, one {# roku} few {# lat} many {# lat} other {# roku}}',
  'catalogue-status.wait-far-reset':
    'usługa podała, że nie zostało żadne zapytanie, dopóki jej okno czasowe nie zacznie się od nowa za {duration}, więc aplikacja sama niczego nie wysyła. Twoje własne zapytania nadal są wysyłane; katalog ruszy dalej, gdy usługa poda, że zapytania znów są dostępne.',
  'catalogue-status.progress': 'Postęp katalogu',
  'catalogue-status.more': '{open, select, yes {Mniej} other {Więcej}}',
  'catalogue-status.more-about': ' o katalogu',
}
