import type { SliceTranslation } from '../../source-message.ts'
import type { dialogs } from './en.ts'

export const dialogsDe: SliceTranslation<typeof dialogs> = {
  'dialogs.export-bridges': 'Brücken exportieren',
  'dialogs.export-views': 'Gespeicherte Ansichten exportieren',
  'dialogs.import-views': 'Gespeicherte Ansichten importieren',
  'dialogs.views-file': 'Gespeicherte Ansichten (JSON)',
  'dialogs.save-diagnostics': 'Diagnose speichern',
  'dialogs.diagnostics-file': 'Diagnose (JSON)',
  'dialogs.diagnostics-holds': 'Die Diagnosedatei enthält:',
  'dialogs.diagnostics-no-key':
    'Sie enthält keinen API-Schlüssel. Sehen Sie sie an, bevor Sie sie jemandem schicken.',
  'dialogs.diagnostics-choose': 'Speicherort wählen…',
  'dialogs.diagnostics-failed': 'Die Diagnosedatei konnte nicht gespeichert werden',
  'dialogs.cancel': 'Abbrechen',
}
