import type { SliceTranslation } from '../../source-message.ts'
import type { components } from './en.ts'

export const componentsPl: SliceTranslation<typeof components> = {
  'components.opening': 'Otwieranie…',
  'components.cancel': 'Anuluj',
  'components.try-again': 'Spróbuj ponownie',
  'components.stale': 'Wyświetlane są dane pobrane {age}; nie udało się ich odświeżyć. {title} {next}',
  'components.stale.earlier': 'Wyświetlane są wcześniejsze dane; nie udało się ich odświeżyć. {title} {next}',
  'components.last-failure': 'Ostatnie zapytanie ({path}, {answer}) nie powiodło się. {title} {next}',
  'components.no-answer': 'brak odpowiedzi',
  'components.failure-title': '{title}.',
  'components.why': 'Dlaczego?',
  'components.demo': 'Dane demonstracyjne',
  'components.demo.words': 'Przykładowe mosty z wbudowanej usługi. {add}, aby zobaczyć prawdziwe.',
  'components.demo.add': 'Dodaj swój klucz API',
  'components.copy-path': 'Kopiuj ścieżkę',
  'components.path-copied': 'Ścieżka skopiowana',
  'components.path-not-copied': 'Nie udało się skopiować; zaznacz ścieżkę',
  'components.show-in-folder': 'Pokaż w folderze',
  'components.folder-not-shown': 'Nie udało się otworzyć folderu; skopiuj ścieżkę',
  'components.copy-refused': 'Nie udało się skopiować: schowek odmówił',
  'components.not-given': 'nie podano',
  'components.verified': 'Zweryfikowany',
  'components.relative': '{date} ({ago})',
  'components.view-failed': 'Widok {view} przestał działać',
  'components.view-failed.about':
    'Coś w tym widoku przestało działać, więc nie można go wyświetlić. Reszta aplikacji działa nadal.',
  'components.view-failed.what': 'Błąd: {error}',
  'components.view-failed.reload': 'Wczytaj widok ponownie',
  'components.chart.summary-one': '{title}: {value} ({at})',
  'components.chart.summary': '{title}: {value} ({at}), {last} ({lastAt})',
  'components.chart.at': '{time}: {value}',
  'components.chart.not-recorded': 'brak pomiaru',
  'components.chart.one-reading':
    'Na razie jeden pomiar: linia wymaga dwóch (aplikacja zapisuje co 5 minut).',
  'components.chart.caption': '{title} w czasie',
  'components.chart.time': 'Czas',
}
