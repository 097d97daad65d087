/**
 * "One page registry": each page is described in one place, app/pages.ts (its name, section and palette words),
 * checked against the route type; the router, the side nav, the palette, the links back and the view switch read
 * it. This scans renderer/src with the TypeScript compiler API for what would describe a page a second time: a
 * string literal that is a page's name, or a table keyed by page names. Headings written as JSX text (<h1>Stats</h1>)
 * are the page itself, not a description of it, and are not scanned.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { resolve } from 'node:path'
import { test } from 'node:test'
import ts from 'typescript'
import { PAGES } from '../../../renderer/src/app/pages.ts'
import { en } from '../../../shared/i18n/catalogues/en.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const REGISTRY = 'renderer/src/app/pages.ts'
/** The route shapes and their parsing (path segment → route): the registry's other half, low in lib/. */
const ROUTE_SHAPES = 'renderer/src/lib/route.ts'

// The pages' names in English: the catalogue holds them, and code that writes one again describes a page twice.
const LABELS: ReadonlySet<string> = new Set(Object.values(PAGES).map((p) => en[p.name]))
const NAMES: ReadonlySet<string> = new Set(Object.keys(PAGES))

/**
 * Literals that equal a page's name but do not name the page, each with its file and why.
 */
const NOT_PAGE_NAMES: Readonly<Record<string, readonly string[]>> = {}

/** Objects keyed by four page names or more that are no table of pages, each with its file and why. */
const NOT_PAGE_TABLES: Readonly<Record<string, readonly string[]>> = {
  // What spent a key's requests: views and jobs (the catalogue's walk, a bulk lookup), keyed by the usage purpose
  // (shared/ipc/usage.ts), some of which share a page's id.
  'renderer/src/features/usage/usage-words.ts': ['bridges, stats, watch, bulk'],
}

interface Finding {
  file: string
  text: string
}

function scan(file: string, text: string): { labels: Finding[]; tables: Finding[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const labels: Finding[] = []
  const tables: Finding[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && LABELS.has(node.text)) {
      // A property's name is no description of a page; its value may be.
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node
      if (!isKey) labels.push({ file, text: node.text })
    }
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties
        .map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''))
        .filter((k) => NAMES.has(k))
      // Four page names as keys make a table of pages.
      if (keys.length >= 4) tables.push({ file, text: keys.join(', ') })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { labels, tables }
}

async function scanRenderer(): Promise<{ labels: Finding[]; tables: Finding[] }> {
  const labels: Finding[] = []
  const tables: Finding[] = []
  for await (const entry of glob('renderer/src/**/*.{ts,tsx}', { cwd: ROOT })) {
    const file = entry.split('\\').join('/')
    if (file === REGISTRY) continue
    const found = scan(file, readFileSync(resolve(ROOT, file), 'utf8'))
    labels.push(...found.labels)
    if (file !== ROUTE_SHAPES) tables.push(...found.tables)
  }
  return { labels, tables }
}

test('the registry describes every page with a name of its own', () => {
  const labels = Object.values(PAGES).map((p) => en[p.name])
  assert.equal(new Set(labels).size, labels.length, 'two pages share a name')
})

test('no page name is written outside app/pages.ts', async () => {
  const { labels } = await scanRenderer()
  const unexpected = labels.filter((f) => {
    const allowed = NOT_PAGE_NAMES[f.file] ?? []
    return !allowed.includes(f.text)
  })
  assert.deepEqual(
    unexpected.map((f) => `${f.file}: '${f.text}'`),
    [],
    'read the name from app/pages.ts (app/), or receive it from app/ (lib/page-label.ts, a prop)',
  )
  // Each named exception is still there, so the list does not outlive what it excuses.
  for (const [file, texts] of Object.entries(NOT_PAGE_NAMES)) {
    const found = labels.filter((f) => f.file === file).map((f) => f.text)
    assert.deepEqual(found.sort(), [...texts].sort(), `${file}: update NOT_PAGE_NAMES`)
  }
})

test('no table of pages outside app/pages.ts (and the route shapes in lib/route.ts)', async () => {
  const { tables } = await scanRenderer()
  assert.deepEqual(
    tables
      .filter((f) => !(NOT_PAGE_TABLES[f.file] ?? []).includes(f.text))
      .map((f) => `${f.file}: { ${f.text} }`),
    [],
    'describe pages in app/pages.ts only',
  )
  // Each named exception is still there, so the list does not outlive what it excuses.
  for (const [file, texts] of Object.entries(NOT_PAGE_TABLES)) {
    const found = tables.filter((f) => f.file === file).map((f) => f.text)
    assert.deepEqual(found.sort(), [...texts].sort(), `${file}: update NOT_PAGE_TABLES`)
  }
})
