/** German (docs/i18n.md; the product's words: docs/glossary.md). Formal address (Sie), as German software does. */
import type { Catalogue } from './en.ts'
import { catalogueStatusDe } from './slices/catalogue-status/de.ts'
import { errorsDe } from './slices/errors/de.ts'
import { keyAlertsDe } from './slices/key-alerts/de.ts'
import { requestsDe } from './slices/requests/de.ts'
import { scopesDe } from './slices/scopes/de.ts'
import { spansDe } from './slices/spans/de.ts'
import { settingsDe } from './slices/settings/de.ts'
import { usageDe } from './slices/usage/de.ts'
import { componentsDe } from './slices/components/de.ts'
import { appDe } from './slices/app/de.ts'
import { paletteDe } from './slices/palette/de.ts'
import { lookupDe } from './slices/lookup/de.ts'
import { detailDe } from './slices/detail/de.ts'
import { viewsDe } from './slices/views/de.ts'
import { statsDe } from './slices/stats/de.ts'
import { watchDe } from './slices/watch/de.ts'
import { compareDe } from './slices/compare/de.ts'
import { bulkDe } from './slices/bulk/de.ts'
import { changesDe } from './slices/changes/de.ts'
import { listDe } from './slices/list/de.ts'
import { bySuggestorDe } from './slices/by-suggestor/de.ts'
import { developerDe } from './slices/developer/de.ts'
import { healthDe } from './slices/health/de.ts'
import { tableDe } from './slices/table/de.ts'
import { keysDe } from './slices/keys/de.ts'
import { rateDe } from './slices/rate/de.ts'
import { listExportDe } from './slices/list-export/de.ts'
import { waitingDe } from './slices/waiting/de.ts'
import { dialogsDe } from './slices/dialogs/de.ts'
import { updatesDe } from './slices/updates/de.ts'

/** The German messages. */
export const de: Catalogue = {
  'shell.skip-to-content': 'Zum Inhalt springen',
  'shell.product-name': 'Bridge Explorer',
  'shell.menu': 'Menü',
  'shell.commands-hint': '{keys} Befehle',
  'nav.sections': 'Bereiche',
  'nav.developer-tools': 'Entwicklerwerkzeuge',
  'nav.show-developer-tools': 'Entwicklerwerkzeuge zeigen',
  'nav.commands': 'Befehle {keys}',
  'page.bridges': 'Brücken',
  'page.lookup': 'Nachschlagen',
  'page.watch': 'Beobachtungsliste',
  'page.me': 'Mein Profil',
  'page.stats': 'Statistik',
  'page.rate-limit': 'Anfragelimit',
  'page.keys': 'API-Schlüssel',
  'page.developer': 'Entwickler',
  'page.settings': 'Einstellungen',
  'theme.label': 'Design',
  'theme.system': 'System',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',
  'welcome.title': 'Willkommen bei Bridge Explorer',
  'welcome.words-button': 'Mehr: was die Begriffe bedeuten',
  'welcome.more': 'Mehr',
  'welcome.got-it': 'Verstanden',
  'welcome.intro':
    'Stöbern Sie in den Brücken, die Menschen veröffentlicht haben, schlagen Sie eine nach und behalten Sie die im Blick, die Ihnen wichtig sind.',
  'glossary.a-bridge':
    'Eine Brücke ist ein Vorschlag, den jemand veröffentlicht hat: ein Titel, sein Text und oft eine Website.',
  'glossary.a-pass': 'Eine Überquerung ist eine Nutzung einer Brücke durch jemanden; der Dienst zählt sie.',
  'glossary.a-suggestor': 'Vorschlagende sind Personen, die mindestens eine Brücke veröffentlicht haben.',
  'welcome.developer-note':
    'Werkzeuge für Entwickler (das Anfragelimit, das Protokoll der Anfragen, die Schlüsselnutzung) sind ausgeblendet; „{setting}“ in der Navigation zeigt sie wieder an.',
  'menu.file': 'Datei',
  'menu.edit': 'Bearbeiten',
  'menu.view': 'Ansicht',
  'menu.go': 'Gehe zu',
  'menu.window': 'Fenster',
  'menu.command-palette': 'Befehlspalette…',
  'menu.check-updates': 'Nach Updates suchen…',
  'menu.save-diagnostics': 'Diagnose speichern…',
  'settings.title': 'Einstellungen',
  'settings.language.heading': 'Sprache und Formate',
  'settings.language.label': 'Sprache',
  'settings.formats.label': 'Formate',
  'settings.follow-system': 'Wie das System ({name})',
  'settings.language.summary': 'Sprache: {language} · Formate: {formats}',
  'settings.formats.example': 'So geschrieben: {date} · {time} · {number} · {percent}',
  'settings.language.note':
    'Beides gilt sofort, hier und im Menü; die eigenen Meldungen des Dienstes bleiben in seiner Sprache.',
  'settings.kept.heading': 'Auf diesem Computer gespeicherte Daten',
  'settings.kept.about':
    'Brücken, Profile und Statistiken, die Sie gesehen haben, werden in der Verlaufsdatei der App gespeichert. So öffnen sie sich nach einem Neustart sofort und bleiben lesbar, wenn der Dienst nicht erreichbar ist; jede Ansicht zeigt, wie alt ihre Daten sind. Ihr eigenes Profil und Ihre Schlüssel werden dort nie gespeichert.',
  'settings.kept.request-log':
    'Das Anfrageprotokoll speichert jede Anfrage, die die App gesendet hat, mit der Antwort in derselben Datei: Ihre Adressen enthalten die Wörter, nach denen Sie gesucht haben, und die Profile, die Sie geöffnet haben; von einem Schlüssel werden nur die letzten vier Zeichen gespeichert. Die Ansicht „Entwickler“ zeigt es und legt fest, wie lange es aufbewahrt wird.',
  'settings.kept.request-log-bounded':
    'Das Anfrageprotokoll speichert jede Anfrage, die die App gesendet hat, mit der Antwort ({days, plural, one {# Tag} other {# Tage}} lang, höchstens {max, plural, one {# Anfrage} other {# Anfragen}}) in derselben Datei: Ihre Adressen enthalten die Wörter, nach denen Sie gesucht haben, und die Profile, die Sie geöffnet haben; von einem Schlüssel werden nur die letzten vier Zeichen gespeichert. Die Ansicht „Entwickler“ zeigt es und legt fest, wie lange es aufbewahrt wird.',
  'settings.kept.counting': 'Wird gezählt…',
  'settings.kept.nothing': 'Noch ist nichts gespeichert.',
  'settings.kept.size':
    '{rows, plural, one {# Antwort gespeichert} other {# Antworten gespeichert}} ({size} von höchstens {max}; die am längsten ungenutzten gehen zuerst).',
  'settings.kept.paused':
    'Vorerst wird nichts Neues gespeichert: Die Meldung oben im Fenster sagt, warum und wie es sich beheben lässt.',
  'settings.kept.clear': 'Zwischengespeicherte Daten löschen',
  'settings.kept.cleared':
    '{removed, plural, one {# gespeicherte Antwort entfernt.} other {# gespeicherte Antworten entfernt.}} Was die App bereits zeigt, bleibt bis zum Neustart im Speicher.',
  ...spansDe,
  ...errorsDe,
  ...catalogueStatusDe,
  ...keyAlertsDe,
  ...scopesDe,
  ...requestsDe,
  ...settingsDe,
  ...usageDe,
  ...componentsDe,
  ...appDe,
  ...paletteDe,
  ...lookupDe,
  ...detailDe,
  ...viewsDe,
  ...statsDe,
  ...watchDe,
  ...compareDe,
  ...bulkDe,
  ...changesDe,
  ...listDe,
  ...bySuggestorDe,
  ...developerDe,
  ...healthDe,
  ...tableDe,
  ...keysDe,
  ...rateDe,
  ...listExportDe,
  ...waitingDe,
  ...dialogsDe,
  ...updatesDe,
}
