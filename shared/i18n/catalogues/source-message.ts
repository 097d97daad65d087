/**
 * The shape of the source catalogue's messages, shared by `en.ts` and each slice's English file (docs/i18n.md,
 * "Catalogues"): the message in ICU MessageFormat, and a note for the translator where a word could be read two ways.
 */

/** One source message and what the translator should know about it. */
export interface SourceMessage {
  message: string
  comment?: string
}

/** A slice's English messages, by id. */
export type SourceSlice = Readonly<Record<string, SourceMessage>>

/** A slice's messages in another language: one for every id of its English file, no other. */
export type SliceTranslation<S extends SourceSlice> = Readonly<Record<keyof S, string>>
