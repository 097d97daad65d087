/**
 * Polish (docs/i18n.md; the product's words: docs/glossary.md). Plurals take one, few, many and other (fractions);
 * sentences avoid the gendered past tense of "you" (“zostały wyświetlone”, not “widziałeś”).
 */
import type { Catalogue } from './en.ts'
import { catalogueStatusPl } from './slices/catalogue-status/pl.ts'
import { errorsPl } from './slices/errors/pl.ts'
import { keyAlertsPl } from './slices/key-alerts/pl.ts'
import { requestsPl } from './slices/requests/pl.ts'
import { scopesPl } from './slices/scopes/pl.ts'
import { spansPl } from './slices/spans/pl.ts'
import { settingsPl } from './slices/settings/pl.ts'
import { usagePl } from './slices/usage/pl.ts'
import { componentsPl } from './slices/components/pl.ts'
import { appPl } from './slices/app/pl.ts'
import { palettePl } from './slices/palette/pl.ts'
import { lookupPl } from './slices/lookup/pl.ts'
import { detailPl } from './slices/detail/pl.ts'
import { viewsPl } from './slices/views/pl.ts'
import { statsPl } from './slices/stats/pl.ts'
import { watchPl } from './slices/watch/pl.ts'
import { comparePl } from './slices/compare/pl.ts'
import { bulkPl } from './slices/bulk/pl.ts'
import { changesPl } from './slices/changes/pl.ts'
import { listPl } from './slices/list/pl.ts'
import { bySuggestorPl } from './slices/by-suggestor/pl.ts'
import { developerPl } from './slices/developer/pl.ts'
import { healthPl } from './slices/health/pl.ts'
import { tablePl } from './slices/table/pl.ts'
import { keysPl } from './slices/keys/pl.ts'
import { ratePl } from './slices/rate/pl.ts'
import { listExportPl } from './slices/list-export/pl.ts'
import { waitingPl } from './slices/waiting/pl.ts'
import { dialogsPl } from './slices/dialogs/pl.ts'
import { updatesPl } from './slices/updates/pl.ts'

/** The Polish messages. */
export const pl: Catalogue = {
  'shell.skip-to-content': 'Przejdź do treści',
  'shell.product-name': 'Bridge Explorer',
  'shell.menu': 'Menu',
  'shell.commands-hint': '{keys} – polecenia',
  'nav.sections': 'Sekcje',
  'nav.developer-tools': 'Narzędzia deweloperskie',
  'nav.show-developer-tools': 'Pokaż narzędzia deweloperskie',
  'nav.commands': 'Polecenia {keys}',
  'page.bridges': 'Mosty',
  'page.lookup': 'Wyszukiwanie',
  'page.watch': 'Obserwowane',
  'page.me': 'Mój profil',
  'page.stats': 'Statystyki',
  'page.rate-limit': 'Limit zapytań',
  'page.keys': 'Klucze API',
  'page.developer': 'Deweloper',
  'page.settings': 'Ustawienia',
  'theme.label': 'Motyw',
  'theme.system': 'Systemowy',
  'theme.light': 'Jasny',
  'theme.dark': 'Ciemny',
  'welcome.title': 'Witamy w Bridge Explorer',
  'welcome.words-button': 'Więcej: co znaczą te słowa',
  'welcome.more': 'Więcej',
  'welcome.got-it': 'Rozumiem',
  'welcome.intro':
    'Przeglądaj mosty opublikowane przez innych, wyszukaj konkretny i śledź te, na których Ci zależy.',
  'glossary.a-bridge':
    'Most to propozycja, którą ktoś opublikował: tytuł, jej treść i często strona internetowa.',
  'glossary.a-pass': 'Przejście to jedno użycie mostu przez kogoś; usługa je zlicza.',
  'glossary.a-suggestor': 'Autor propozycji to osoba, która opublikowała co najmniej jeden most.',
  'welcome.developer-note':
    'Narzędzia dla deweloperów (limit zapytań, dziennik zapytań, użycie kluczy) są ukryte; opcja „{setting}” w nawigacji przywraca je.',
  'menu.file': 'Plik',
  'menu.edit': 'Edycja',
  'menu.view': 'Widok',
  'menu.go': 'Przejdź',
  'menu.window': 'Okno',
  'menu.command-palette': 'Paleta poleceń…',
  'menu.check-updates': 'Sprawdź aktualizacje…',
  'menu.save-diagnostics': 'Zapisz dane diagnostyczne…',
  'settings.title': 'Ustawienia',
  'settings.language.heading': 'Język i formaty',
  'settings.language.label': 'Język',
  'settings.formats.label': 'Formaty',
  'settings.follow-system': 'Jak w systemie ({name})',
  'settings.language.summary': 'Język: {language} · Formaty: {formats}',
  'settings.formats.example': 'Zapis: {date} · {time} · {number} · {percent}',
  'settings.language.note':
    'Obie zmiany działają od razu, tu i w menu; komunikaty samej usługi pozostają w jej języku.',
  'settings.kept.heading': 'Dane przechowywane na tym komputerze',
  'settings.kept.about':
    'Mosty, profile i statystyki, które zostały już wyświetlone, są przechowywane w pliku historii aplikacji, dzięki czemu po ponownym uruchomieniu otwierają się od razu i można je czytać, gdy usługa jest nieosiągalna; każdy ekran podaje, jak stare są jego dane. Twój profil i Twoje klucze nigdy nie są tam przechowywane.',
  'settings.kept.request-log':
    'Dziennik zapytań przechowuje każde zapytanie wysłane przez aplikację wraz z odpowiedzią, w tym samym pliku: ich adresy zawierają wyszukiwane słowa i otwierane profile; z klucza przechowywane są tylko cztery ostatnie znaki. Widok Deweloper pokazuje dziennik i pozwala ustawić, jak długo jest przechowywany.',
  'settings.kept.request-log-bounded':
    'Dziennik zapytań przechowuje każde zapytanie wysłane przez aplikację wraz z odpowiedzią (przez {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}, maksymalnie {max, plural, one {# zapytanie} few {# zapytania} many {# zapytań} other {# zapytania}}), w tym samym pliku: ich adresy zawierają wyszukiwane słowa i otwierane profile; z klucza przechowywane są tylko cztery ostatnie znaki. Widok Deweloper pokazuje dziennik i pozwala ustawić, jak długo jest przechowywany.',
  'settings.kept.counting': 'Liczenie…',
  'settings.kept.nothing': 'Nic jeszcze nie jest przechowywane.',
  'settings.kept.size':
    '{rows, plural, one {Przechowywana jest # odpowiedź} few {Przechowywane są # odpowiedzi} many {Przechowywanych jest # odpowiedzi} other {Przechowywane jest # odpowiedzi}} ({size} z maksymalnie {max}; najdawniej używane są usuwane jako pierwsze).',
  'settings.kept.paused':
    'Na razie nic nowego nie jest zapisywane: komunikat u góry okna wyjaśnia, dlaczego i jak to naprawić.',
  'settings.kept.clear': 'Wyczyść dane z pamięci podręcznej',
  'settings.kept.cleared':
    '{removed, plural, one {Usunięto # przechowywaną odpowiedź.} few {Usunięto # przechowywane odpowiedzi.} many {Usunięto # przechowywanych odpowiedzi.} other {Usunięto # przechowywanej odpowiedzi.}} To, co aplikacja już pokazuje, pozostaje w pamięci do ponownego uruchomienia.',
  ...spansPl,
  ...errorsPl,
  ...catalogueStatusPl,
  ...keyAlertsPl,
  ...scopesPl,
  ...requestsPl,
  ...settingsPl,
  ...usagePl,
  ...componentsPl,
  ...appPl,
  ...palettePl,
  ...lookupPl,
  ...detailPl,
  ...viewsPl,
  ...statsPl,
  ...watchPl,
  ...comparePl,
  ...bulkPl,
  ...changesPl,
  ...listPl,
  ...bySuggestorPl,
  ...developerPl,
  ...healthPl,
  ...tablePl,
  ...keysPl,
  ...ratePl,
  ...listExportPl,
  ...waitingPl,
  ...dialogsPl,
  ...updatesPl,
}
