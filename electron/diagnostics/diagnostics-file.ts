/**
 * Help → Save diagnostics…, without Electron: build the file (core), say what it holds and ask, ask where, write.
 * The file holds searches and names looked up, so nothing is written before the user has read what it contains.
 */
import { writeFile } from 'node:fs/promises'
import { buildDiagnostics, type DiagnosticsSources } from '../core/diagnostics/diagnostics.ts'
import type { DiagnosticsFile } from '../../shared/ipc/diagnostics.ts'
import type { Translate } from '../../shared/i18n/translate.ts'

/** The question before saving: what the file holds, in words (its buttons and frame in `t`'s language). */
export function diagnosticsQuestion(file: DiagnosticsFile, t: Translate) {
  return {
    type: 'info' as const,
    title: t('dialogs.save-diagnostics'),
    message: t('dialogs.diagnostics-holds'),
    detail: `${file.contains.map((line) => `• ${line}`).join('\n')}\n\n${t('dialogs.diagnostics-no-key')}`,
    buttons: [t('dialogs.diagnostics-choose'), t('dialogs.cancel')],
    defaultId: 0,
    cancelId: 1,
  }
}

/** What saving needs from the shell: the question box and the save dialog. */
export interface DiagnosticsPrompts {
  ask(question: ReturnType<typeof diagnosticsQuestion>): Promise<number>
  /** The words of the language in force. */
  t: Translate
  /** Resolves with the chosen path, or null when cancelled. */
  choosePath(suggestedName: string): Promise<string | null>
}

/** Builds, asks, and writes the file (readable by its owner only); resolves with where it went, or null. */
export async function saveDiagnosticsFile(
  sources: DiagnosticsSources,
  prompts: DiagnosticsPrompts,
): Promise<{ file: string | null }> {
  const built = await buildDiagnostics(sources)
  if ((await prompts.ask(diagnosticsQuestion(built, prompts.t))) !== 0) return { file: null }
  const path = await prompts.choosePath(built.suggestedName)
  if (path === null) return { file: null }
  await writeFile(path, built.content, { mode: 0o600 })
  return { file: path }
}
