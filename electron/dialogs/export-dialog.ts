/** Options of the save dialog for an export. The suggested name comes from the core but is reduced to a plain file name anyway. */
import { basename, join } from 'node:path'
import type { Translate } from '../../shared/i18n/translate.ts'

/** The save dialog options for an export in `format`, starting in `downloadsDir`, titled in `t`'s language. */
export function exportDialogOptions(
  format: 'csv' | 'json',
  suggestedName: string,
  downloadsDir: string,
  t: Translate,
) {
  // Only the last path component, and only safe characters: a name like `../../.bashrc` must not pick the folder.
  const cleaned = basename(suggestedName.replaceAll('\\', '/'))
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120)
  const name = cleaned === '' ? `bridges.${format}` : cleaned
  const withExtension = name.toLowerCase().endsWith(`.${format}`) ? name : `${name}.${format}`
  return {
    title: t('dialogs.export-bridges'),
    defaultPath: join(downloadsDir, withExtension),
    filters: [
      format === 'csv' ? { name: 'CSV', extensions: ['csv'] } : { name: 'JSON', extensions: ['json'] },
    ],
    properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const],
  }
}
