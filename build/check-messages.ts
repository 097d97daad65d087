/**
 * The extraction check of the message catalogues (docs/i18n.md), run by `npm test`'s static stage:
 *
 *   node build/check-messages.ts            fails on a message id used in code but missing from a catalogue,
 *                                           a catalogue message no code uses, a message that does not parse,
 *                                           and a translation whose placeholders are not the English one's
 *                                           and a new error of the core in English words where it reaches
 *                                           a person (ERRORS_TO_PERSON below, docs/i18n.md)
 *   node build/check-messages.ts --po de    prints German as a PO file (English, translation, the translator's
 *                                           note), for Weblate, Crowdin or Poedit
 *
 * Code names a message with t('id'), rich('id', …), msg('id') or said('id', …) (a sentence main says by code,
 * shared/i18n/said.ts) and nothing else, so a search finds every use.
 */
import { glob, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import ts from 'typescript'
import { ar } from '../shared/i18n/catalogues/ar.ts'
import { de } from '../shared/i18n/catalogues/de.ts'
import { COMMENTS, en, type Catalogue } from '../shared/i18n/catalogues/en.ts'
import { ja } from '../shared/i18n/catalogues/ja.ts'
import { pl } from '../shared/i18n/catalogues/pl.ts'

/** Every catalogue, by language. */
export const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = { en, de, pl, ar, ja }

const USE = /\b(?:t|rich|msg|said)\(\s*'([^']+)'/g

/** The message ids a text uses. */
export function idsUsed(text: string): string[] {
  return [...text.matchAll(USE)].map((m) => m[1] ?? '')
}

/** The names of a message's placeholders, sorted; throws when it does not parse. */
function placeholders(message: string, language: string): string[] {
  const names = new Set<string>()
  const walk = (nodes: readonly { type: number; value?: unknown; options?: object }[]): void => {
    for (const node of nodes) {
      // Literal (0) and # (7) name nothing; every other element names its value.
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value)
      for (const option of Object.values(node.options ?? {}) as { value: typeof nodes }[]) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(message, language).getAst() as never)
  return [...names].sort()
}

/** What is wrong, one line each: ids used but missing, messages unused, unparsable or with other placeholders. */
export function checkMessages(
  used: ReadonlyMap<string, readonly string[]>,
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string[] {
  const problems: string[] = []
  const source = catalogues['en'] ?? {}
  for (const [id, files] of used)
    for (const [language, messages] of Object.entries(catalogues))
      if (!(id in messages)) problems.push(`${files[0] ?? '?'}: message ${id} is missing from ${language}`)
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const [id, message] of Object.entries(messages)) {
      if (!used.has(id) && language === 'en') problems.push(`${id}: in the catalogues, used by no code`)
      if (!(id in source)) problems.push(`${language}: ${id} is not an English message`)
      try {
        const want = placeholders(source[id] ?? '', 'en').join(', ')
        const have = placeholders(message, language).join(', ')
        if (have !== want) problems.push(`${language}: ${id} has {${have}}, English has {${want}}`)
      } catch (error) {
        problems.push(`${language}: ${id} does not parse: ${String(error)}`)
      }
    }
  }
  return problems
}

/**
 * The errors of the core that reach a person (electron/core/app/ipc-error.ts passes their text to the renderer),
 * with the position of their words among the constructor's arguments. Anything else thrown in main becomes the
 * generic "internal" failure, its text logged and never shown: those stay English, for programmers.
 */
const ERRORS_TO_PERSON: Readonly<Record<string, number>> = {
  CoreError: 2,
  KeyVaultError: 1,
  KeychainUnavailableError: 1,
  MetadataCorruptError: 1,
  ExportError: 1,
}

/**
 * The errors still worded in English where they reach a person, by file: the words to move to `said(…)` (docs/i18n.md,
 * "Not done yet"). A file may only go down; a new English error, or one more in a file, fails the check.
 */
export const STILL_ENGLISH: Readonly<Record<string, number>> = {
  'electron/core/app/app-handlers.ts': 1,
  'electron/core/bulk/bulk-handlers.ts': 2,
  'electron/core/catalogue/catalogue.ts': 1,
  'electron/core/export/export.ts': 1,
  'electron/core/key-vault/errors.ts': 1,
  'electron/core/key-vault/key-vault.ts': 2,
  'electron/core/key-vault/metadata-file.ts': 3,
  'electron/core/key-vault/secret-store.ts': 1,
  'electron/core/key-vault/vault-inputs.ts': 1,
  'electron/core/keys/key-check-handlers.ts': 1,
  'electron/core/views/view-handlers.ts': 1,
  'electron/core/views/view-store.ts': 1,
}

/**
 * How many errors that reach a person a source text builds with words rather than a sentence by code: their words
 * argument is not `said(…)` (nor a Said passed on, `….said`, nor a choice between two of those).
 */
export function englishErrors(file: string, text: string): number {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  let count = 0
  const bySaid = (node: ts.Expression): boolean =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'said') ||
    (ts.isPropertyAccessExpression(node) && node.name.text === 'said') ||
    (ts.isConditionalExpression(node) && bySaid(node.whenTrue) && bySaid(node.whenFalse))
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const at = ERRORS_TO_PERSON[node.expression.text]
      const words = at === undefined ? undefined : node.arguments?.[at]
      if (words !== undefined && !bySaid(words)) count += 1
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return count
}

/** What is wrong with the errors' words: a file with more English errors than STILL_ENGLISH allows, or fewer. */
export function checkEnglishErrors(
  counts: ReadonlyMap<string, number>,
  allowed: Readonly<Record<string, number>>,
): string[] {
  const problems: string[] = []
  for (const [file, count] of counts) {
    const most = allowed[file] ?? 0
    if (count > most)
      problems.push(
        `${file}: ${count - most} error(s) reaching a person in English words: say them by code, said('id', …) (docs/i18n.md)`,
      )
    if (count < most)
      problems.push(`${file}: ${most - count} fewer English error(s): lower STILL_ENGLISH to ${count}`)
  }
  for (const [file, most] of Object.entries(allowed))
    if (!counts.has(file) && most > 0)
      problems.push(`${file}: no English error left: remove it from STILL_ENGLISH`)
  return problems
}

const po = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`

/** A language's catalogue as a PO file: the id as the context, English as msgid, the note for the translator. */
export function toPo(language: string, messages: Readonly<Record<string, string>>): string {
  const entries = Object.entries(en).map(([id, english]) => {
    const note = COMMENTS[id as keyof Catalogue]
    return [
      ...(note === undefined ? [] : [`#. ${note}`]),
      `msgctxt ${po(id)}`,
      `msgid ${po(english)}`,
      `msgstr ${po(messages[id] ?? '')}`,
    ].join('\n')
  })
  return [
    `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"`,
    ...entries,
  ].join('\n\n')
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === '--po') {
    const messages = CATALOGUES[argv[1] ?? '']
    if (messages === undefined) {
      console.error(`--po takes one of ${Object.keys(CATALOGUES).join(', ')}`)
      return 2
    }
    console.log(toPo(argv[1] ?? '', messages))
    return 0
  }
  const root = resolve(import.meta.dirname, '..')
  const used = new Map<string, string[]>()
  for await (const file of glob(['renderer/src/**/*.{ts,tsx}', 'electron/**/*.ts'], { cwd: root }))
    for (const id of idsUsed(await readFile(resolve(root, file), 'utf8')))
      used.set(id, [...(used.get(id) ?? []), file])
  const english = new Map<string, number>()
  for await (const file of glob('electron/**/*.ts', { cwd: root })) {
    const count = englishErrors(file, await readFile(resolve(root, file), 'utf8'))
    if (count > 0) english.set(file, count)
  }
  const problems = [...checkMessages(used, CATALOGUES), ...checkEnglishErrors(english, STILL_ENGLISH)]
  for (const problem of problems) console.error(problem)
  console.log(
    problems.length === 0
      ? `messages: ${Object.keys(en).length} in ${Object.keys(CATALOGUES).length} languages, each used and complete`
      : `messages: ${problems.length} problems`,
  )
  return problems.length === 0 ? 0 : 1
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
