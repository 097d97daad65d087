/**
 * Words from the message catalogues (docs/i18n.md): ICU MessageFormat, so plurals, selects and numbers are the
 * language's own. shared/ holds only types of npm packages (HOUSE_STYLE.md "Layers"), so main and the renderer
 * each pass in the runtime (intl-messageformat's IntlMessageFormat); the numbers and dates inside a message
 * follow the region of formats, its plural forms the language.
 */
import type { IntlMessageFormat, Formatters, PrimitiveType } from 'intl-messageformat'
import type { Catalogue, MessageId } from './catalogues/en.ts'
import { dateTimeFormat, numberFormat } from './format.ts'
import { pseudoAst, type MessageNode } from './pseudo.ts'
import { PSEUDO_LANGUAGE, type ResolvedLocale } from './locales.ts'

/** Values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, PrimitiveType>>

/** Words for a message id and its values, in the language in force. */
export type Translate = (id: MessageId, values?: MessageValues) => string

/** The IntlMessageFormat class, passed in by the side that runs it. */
export type MessageFormatClass = typeof IntlMessageFormat

/** Names a message id where it is not said at once (a table of ids); the extraction check reads these. */
export function msg<I extends MessageId>(id: I): I {
  return id
}

/**
 * The translate function of `locale` over its catalogue. Each message is parsed once, on first use; a message
 * that does not parse or format is shown as its id, never as a half sentence, and reported once on the console.
 */
export function makeTranslate(
  Format: MessageFormatClass,
  messages: Catalogue,
  locale: ResolvedLocale,
): Translate {
  const pseudo = locale.language === PSEUDO_LANGUAGE
  const language = pseudo ? 'en' : locale.language
  const formatters: Formatters = {
    getNumberFormat: (_locales, options) => numberFormat(options, locale.formats),
    getDateTimeFormat: (_locales, options) => dateTimeFormat(options ?? {}, locale.formats),
    getPluralRules: (_locales, options) => new Intl.PluralRules(language, options),
  }
  const made = new Map<MessageId, IntlMessageFormat>()
  return (id, values) => {
    let format = made.get(id)
    try {
      if (format === undefined) {
        const parsed = new Format(messages[id], language, undefined, { formatters })
        format = pseudo
          ? new Format(pseudoAst(parsed.getAst() as MessageNode[]) as never, language, undefined, {
              formatters,
            })
          : parsed
        made.set(id, format)
      }
      return String(format.format(values))
    } catch (error) {
      console.error(`message ${id} (${locale.language}) could not be worded:`, error)
      return id
    }
  }
}

/**
 * A value that keeps its own direction inside a plain-text message (an id, a key, a URL, a scope): between
 * FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, the plain-text form of `<bdi>` (Unicode's bidi algorithm,
 * UAX #9; docs/i18n.md, "Right to left"). Where a message may hold elements, rich() with `<bdi>` does the same.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`
}
