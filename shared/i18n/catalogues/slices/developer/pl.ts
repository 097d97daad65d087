import type { SliceTranslation } from '../../source-message.ts'
import type { developer } from './en.ts'

export const developerPl: SliceTranslation<typeof developer> = {
  'developer.intro':
    'Każde zapytanie wysłane przez aplikację wraz z tym, co wróciło. Klucze są skrócone do ostatnich znaków; „Kopiuj jako {curl}” oznacza klucz jako {variable}.',
  'developer.usage-link': 'Użycie kluczy i macierz zakresów',
  'developer.request-log': 'Dziennik zapytań',
  'developer.copied': 'Skopiowano. Polecenie używa {variable}: najpierw uruchom {command} w powłoce.',
  'developer.your-api-key': 'twój klucz API',
  'developer.not-copied': 'Nie skopiowano: {why}',
  'developer.clipboard-failed': 'Nie udało się zapisać do schowka.',
  'developer.not-saved': 'Nie zapisano: {title}. {next}',
  'developer.notices.title': 'Komunikaty usługi',
  'developer.notices.none':
    'Na razie brak. Gdy usługa zapowie, że punkt końcowy się zmieni lub przestanie działać (nagłówki {deprecation} i {sunset}), pojawi się to tutaj. Sprawdzenie klucza w widoku „Klucze” również je zgłasza.',
  'developer.notice.deprecated': '{path} jest przestarzały',
  'developer.notice.deprecated-since': '{path} jest przestarzały od {since}',
  'developer.notice.deprecated-sunset': '{path} jest przestarzały i przestanie działać {sunset}',
  'developer.notice.deprecated-since-sunset':
    '{path} jest przestarzały od {since} i przestanie działać {sunset}',
  'developer.notice.sunset': '{path} przestanie działać {sunset}',
  'developer.notice.end': '{notice}.',
  'developer.notice.end-when': '{notice} ({when}).',
  'developer.notice.used-by': 'Używany przez: {views}.',
  'developer.notice.seen': 'Pierwszy raz: {first}, ostatni raz: {last}.',
  'developer.view.export': 'Eksport',
  'developer.view.bridge-detail': 'Szczegóły mostu',
  'developer.view.profiles': 'Profile',
  'developer.view.key-check': 'sprawdzanie klucza',
  'developer.link.what-changes': 'Co się zmienia ({host})',
  'developer.link.about-sunset': 'O wyłączeniu ({host})',
  'developer.link.open-title': 'Otworzyć {url} w przeglądarce?',
  'developer.link.open': 'Otwórz w przeglądarce',
  'developer.link.unchecked':
    'Usługa wysłała ten link ze swoim komunikatem; aplikacja nie sprawdziła tej witryny.',
  'developer.sunset.badge': 'Wyłączenie {when}: {path}',
  'developer.sunset.label':
    '{past, select, yes {{path} przestał działać {when}} other {{path} przestanie działać {when}}}. Otwórz widok Deweloper.',
  'developer.sunset.label-used':
    '{past, select, yes {{path} przestał działać {when}} other {{path} przestanie działać {when}}}; używany przez: {views}. Otwórz widok Deweloper.',
}
