import type { SliceTranslation } from '../../source-message.ts'
import type { dialogs } from './en.ts'

export const dialogsPl: SliceTranslation<typeof dialogs> = {
  'dialogs.export-bridges': 'Eksportuj mosty',
  'dialogs.export-views': 'Eksportuj zapisane widoki',
  'dialogs.import-views': 'Importuj zapisane widoki',
  'dialogs.views-file': 'Zapisane widoki (JSON)',
  'dialogs.save-diagnostics': 'Zapisz diagnostykę',
  'dialogs.diagnostics-file': 'Diagnostyka (JSON)',
  'dialogs.diagnostics-holds': 'Plik diagnostyczny zawiera:',
  'dialogs.diagnostics-no-key': 'Nie ma w nim klucza API. Przejrzyj go, zanim komuś go wyślesz.',
  'dialogs.diagnostics-choose': 'Wybierz miejsce zapisu…',
  'dialogs.diagnostics-failed': 'Nie udało się zapisać pliku diagnostycznego',
  'dialogs.cancel': 'Anuluj',
}
