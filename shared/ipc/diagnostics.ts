/**
 * The diagnostics domain's channels and DTOs, in the style of contract.ts. `diagnostics:build` gives the renderer
 * the file's content to show before anything is saved (the file holds searches and names looked up);
 * `diagnostics:save` asks where to save the file last built, and writes exactly that. The main process already offers it from Help → Save diagnostics….
 */
import type { ChannelTable } from './common.ts'
import { none } from './validate.ts'

/** A diagnostics file, built but not saved. */
export interface DiagnosticsFile {
  /** The whole file (JSON), exactly as it would be saved. */
  content: string
  /** What it holds, one line per part, for the question before saving. */
  contains: string[]
  /** A file name to suggest in the save dialog. */
  suggestedName: string
}

/** Every invoke channel of the diagnostics domain: its renderer method name and the validator of its payload. */
export const diagnosticsChannels = {
  'diagnostics:build': { method: 'buildDiagnostics', request: none },
  'diagnostics:save': { method: 'saveDiagnostics', request: none },
} as const satisfies ChannelTable

/** The result type of each diagnostics channel. */
export interface DiagnosticsResults {
  'diagnostics:build': DiagnosticsFile
  /** `file` is where it was written; null when the user cancelled. */
  'diagnostics:save': { file: string | null }
}
