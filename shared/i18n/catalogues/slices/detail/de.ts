import type { SliceTranslation } from '../../source-message.ts'
import type { detail } from './en.ts'

export const detailDe: SliceTranslation<typeof detail> = {
  'detail.title': 'Brücke',
  'detail.not-found': 'Diese Brücke gibt es nicht oder sie ist nicht mehr veröffentlicht.',
  'detail.browse-all': 'Alle Brücken durchsuchen',
  'detail.loading': 'Wird geladen…',
  'detail.category': 'Kategorie',
  'detail.domain': 'Domain',
  'detail.passes': 'Überquerungen',
  'detail.score': 'Bewertung',
  'detail.published': 'Veröffentlicht',
  'detail.suggested-by': 'Vorgeschlagen von',
  'detail.identifier': 'Kennung',
  'detail.copy': 'Diese Brücke kopieren',
  'detail.about-passes':
    'Überquerungen: wie oft Menschen eine Brücke genutzt haben, wie der Dienst sie zählt.',
  'detail.about-score': 'Bewertung: die Einstufung einer Brücke durch den Dienst; höher ist besser.',
  'detail.not-web-address': '(keine Webadresse, daher kann sie nicht geöffnet werden)',
  'detail.open-domain': '{domain} öffnen',
  'detail.open-title': '{url} im Browser öffnen?',
  'detail.open-confirm': 'Im Browser öffnen',
  'detail.cancel': 'Abbrechen',
  'detail.open-note':
    'Die Adresse stammt von der Person, die die Brücke vorgeschlagen hat; die App hat die Website nicht geprüft.',
}
