import type { SliceTranslation } from '../../source-message.ts'
import type { health } from './en.ts'

const REQUESTS = '{limit, plural, one {# zapytania} few {# zapytań} many {# zapytań} other {# zapytania}}'

export const healthPl: SliceTranslation<typeof health> = {
  'health.title': 'Kondycja klucza',
  'health.export': 'Eksportuj {format}…',
  'health.saved-csv':
    'Zapisano kondycję klucza ({rows, plural, one {# wiersz} few {# wiersze} many {# wierszy} other {# wiersza}}) jako {file}',
  'health.not-saved': 'Nie zapisano: {why}',
  'health.about':
    'Z dziennika zapytań przechowywanego na tym komputerze: nic nie jest nigdzie wysyłane. Zapytania anulowane przez samą aplikację są pominięte.',
  'health.reading': 'Odczytywanie dziennika zapytań…',
  'health.window': 'Bieżące okno czasowe',
  'health.window-other-key': 'Tylko dla klucza w użyciu: usługa podaje pozostałą pulę w każdej odpowiedzi.',
  'health.errors': 'Błędy',
  'health.failed-of':
    'Nie powiodło się {failed, number} z {attempts, plural, one {# zapytania} few {# zapytań} many {# zapytań} other {# zapytania}}',
  'health.col.error': 'Błąd',
  'health.col.count': 'Liczba',
  'health.col.last': 'Ostatnio',
  'health.no-answer-code': 'Brak odpowiedzi ({code})',
  'health.open-last': ': otwórz ostatni błąd {error} w {endpoint} w inspektorze zapytań',
  'health.latency': 'Opóźnienie',
  'health.no-answers': 'Brak odpowiedzi w tym okresie.',
  'health.col.answers': 'Odpowiedzi',
  'health.in-ms': 'w milisekundach',
  'health.times-note': 'Czasy w milisekundach. p95: 95 na 100 odpowiedzi przyszło co najmniej tak szybko.',
  'health.never': 'Punkty końcowe nigdy nie wywołane z powodzeniem',
  'health.all-succeeded': 'Ten klucz otrzymał udaną odpowiedź z każdego punktu końcowego.',
  'health.never-tried': 'nigdy nie próbowano',
  'health.tried':
    'próbowano {n, plural, one {# raz} few {# razy} many {# razy} other {# razy}}, ostatnia odpowiedź {status}',
  'health.tried-no-answer':
    'próbowano {n, plural, one {# raz} few {# razy} many {# razy} other {# razy}}, bez odpowiedzi',
  'health.window.unknown': 'Nieznane do następnej odpowiedzi usługi',
  'health.window.new':
    'Rozpoczęło się nowe okno czasowe na {limit, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}}',
  'health.window.left': `Zostało {remaining, number} z ${REQUESTS} · odnowienie za {time}`,
  'health.window.used-up': 'Wyczerpano: zapytania czekają {time} na odnowienie',
  'health.window.idle': 'Brak zapytań w ostatniej minucie: nic się nie wyczerpie',
  'health.window.lasts': 'W tym tempie ({n, number} na minutę) pula wystarczy do odnowienia',
  'health.window.runs-out': 'W tym tempie ({n, number} na minutę) pula wyczerpie się za około {time}',
}
