import type { SliceTranslation } from '../../source-message.ts'
import type { rate } from './en.ts'

const REASONS =
  'rate_limit {z powodu limitu zapytań} retry_after {bo usługa poprosiła o ponowienie później} backoff {wstrzymując się po błędach} lockout {bo ten komputer jest zablokowany po próbach z nieprawidłowym kluczem} other {przed wysłaniem kolejnych zapytań}'

export const ratePl: SliceTranslation<typeof rate> = {
  'rate.about':
    'Każdy klucz może wysłać określoną liczbę zapytań na minutę. Aplikacja rozkłada zapytania tak, by mieścić się w limicie.',
  'rate.developer-link': 'Zobacz wszystkie zapytania w widoku dla programistów',
  'rate.now': 'W tej chwili',
  'rate.queued': 'Czeka na wysłanie',
  'rate.in-flight': 'W trakcie wysyłania',
  'rate.status': 'Stan',
  'rate.flowing': 'Zapytania są wysyłane na bieżąco',
  'rate.first-request': 'Pula pojawi się po pierwszym zapytaniu z kluczem.',
  'rate.history': 'Pozostałe zapytania w ostatniej godzinie',
  'rate.loading': 'Wczytywanie…',
  'rate.history-empty': 'Nic nie zapisano w ostatniej godzinie',
  'rate.history-empty-about':
    'Każda odpowiedź usługi zapisuje, ile zapytań zostało; wykres wypełnia się podczas przeglądania.',
  'rate.chart': 'Pozostałe zapytania',
  'rate.left': 'Zostało {remaining, number} z {limit, number} zapytań',
  'rate.new-window':
    'Nowe okno czasowe: do {limit, plural, one {# zapytania} few {# zapytań} many {# zapytań} other {# zapytania}}',
  'rate.not-known': 'Pula zapytań jeszcze nieznana',
  'rate.none-yet': 'Jeszcze bez zapytań',
  'rate.none-yet-detail': 'Pula zapytań pojawi się po pierwszym zapytaniu.',
  'rate.requests-waiting':
    '{n, plural, one {# zapytanie czeka} few {# zapytania czekają} many {# zapytań czeka} other {# zapytania czeka}}',
  'rate.waiting-short': '{n, plural, one {# czeka} few {# czekają} many {# czeka} other {# czeka}}',
  'rate.waiting-glance': 'Czekanie {duration}',
  'rate.announce-waiting': `Zapytania czekają {reason, select, ${REASONS}}.`,
  'rate.announce-down': 'Usługa nie odpowiada.',
  'rate.sentence': '{text}.',
  'rate.sentences': '{first} {next}',
  'rate.new-window-detail':
    'Zaczęło się nowe okno czasowe limitu zapytań; następna odpowiedź poda dokładnie, ile zapytań zostało.',
  'rate.resets-in': 'Pula odnowi się za {duration}.',
  'rate.until': 'Brak zapytań do {date}',
  'rate.until-detail':
    '{text}, za {away}, jak podaje usługa. Do tego czasu aplikacja sama niczego nie wysyła; to, o co poprosisz, nadal jest wysyłane.',
  'rate.away-days': '{n, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'rate.away-years': '{n, plural, one {# rok} few {# lata} many {# lat} other {# roku}}',
  'rate.down': 'Usługa nie odpowiada',
  'rate.down-short': 'Brak odpowiedzi',
  'rate.down-detail':
    'Usługa nie odpowiada. Ostatnie zapytanie ({path}) {why, select, timeout {przekroczyło limit czasu} other {nie dostało odpowiedzi (odrzucone lub przerwane)}} po ponowieniach, o {time}. Aplikacja spróbuje ponownie przy następnym zapytaniu.',
  'rate.a-request': 'zapytanie',
  'rate.indicator-name': 'Limit zapytań: {words}. Otwórz widok limitu zapytań.',
  'rate.indicator-both': '{seen} ({whole})',
  'rate.level.unknown': 'Pozostałe zapytania: nieznane',
  'rate.level.unknown-short': 'Nieznane',
  'rate.level.plenty': 'Zostało dużo zapytań',
  'rate.level.plenty-short': 'Zostało dużo',
  'rate.level.low': 'Zapytań ubywa',
  'rate.level.low-short': 'Ubywa',
  'rate.level.few': 'Zostało tylko kilka zapytań',
  'rate.level.few-short': 'Zostało kilka',
  'rate.level.none': 'Na razie brak zapytań',
  'rate.level.none-short': 'Brak',
  'rate.gauge.not-known': 'Jeszcze nieznane',
  'rate.gauge.used-up': 'Wyczerpane',
  'rate.gauge.low': 'Ubywa',
  'rate.gauge.plenty': 'Zostało dużo',
  'rate.gauge.next-answer': 'Następna odpowiedź poda, ile zostało',
  'rate.gauge.name': '{headline}. {label}.',
  'rate.gauge.resets': '{label} · odnowi się za {duration}',
}
