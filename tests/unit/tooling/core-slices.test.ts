/**
 * HOUSE_STYLE.md, "The shape of the house": a domain is a vertical slice, its handlers in one folder of
 * electron/core/, and core/app/ only composes them. Measured over the real tree: the session folder keeps the
 * session (no channel of a domain is handled there; a channel's domain is the `domain:` before its verb), each
 * channel's work is written once (never wrapped again elsewhere), and no core folder imports the composition root.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import ts from 'typescript'
import { invokeChannels } from '../../../shared/ipc/contract.ts'
import { edgesUnder } from './import-graph.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const CHANNELS: ReadonlySet<string> = new Set(Object.keys(invokeChannels))

/**
 * Channels written twice on purpose, each with its reason. A second implementation that stands in for the first
 * is named here; a wrapper that calls the first and adds work is not allowed (the first takes a port instead).
 */
const WRITTEN_TWICE: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'network:get-proxy',
    'network:set-proxy',
    'network:test-proxy',
    'network:get-sign-in',
    'network:answer-sign-in',
  ].map((c) => [
    c,
    'a host without a transport gets handlers that say so (app/shell-handlers.ts noNetworkHandlers)',
  ]),
)

/** The domain of a channel: the part before its colon (`bridges:list` → `bridges`). */
function domainOf(channel: string): string {
  return channel.slice(0, channel.indexOf(':'))
}

/**
 * The channels a source text writes a handler for: an object member named by the channel whose value is a
 * function (`'a:b': async () => …`, `'a:b'() {…}`, `'a:b': function …`). Passing on another's handler
 * (`'a:b': other['a:b']`) writes none.
 */
function handledChannels(file: string, text: string, channels: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    const writes =
      ts.isMethodDeclaration(node) ||
      (ts.isPropertyAssignment(node) &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)))
    if (writes && ts.isStringLiteral(node.name) && channels.has(node.name.text)) found.push(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every channel handler written under electron/core, as `channel → files`. */
async function handlersInCore(): Promise<Map<string, string[]>> {
  const by = new Map<string, string[]>()
  for await (const file of glob('electron/core/**/*.ts', { cwd: ROOT })) {
    const posixFile = file.split('\\').join('/')
    for (const channel of handledChannels(posixFile, readFileSync(resolve(ROOT, file), 'utf8'), CHANNELS)) {
      by.set(channel, [...(by.get(channel) ?? []), posixFile])
    }
  }
  return by
}

describe('the reader of channel handlers', () => {
  test('arrow, method and function members named by a channel are handlers; passing one on is not', () => {
    const text = [
      'export const h = {',
      "  'a:one': async () => 1,",
      "  'a:two'() { return 2 },",
      "  'a:three': function () { return 3 },",
      "  'a:four': other['a:four'],",
      "  'b:unknown': async () => 5,",
      "  ...more('a:five'),",
      '}',
    ].join('\n')
    const channels = new Set(['a:one', 'a:two', 'a:three', 'a:four', 'a:five'])
    assert.deepEqual(handledChannels('x.ts', text, channels), ['a:one', 'a:two', 'a:three'])
  })

  test('the domain of a channel is the part before its colon', () => {
    assert.equal(domainOf('bridges:list'), 'bridges')
    assert.equal(domainOf('scheduler:get-state'), 'scheduler')
  })
})

describe('electron/core slices', () => {
  test('the reader finds the handlers of the real tree (it is not blind)', async () => {
    const by = await handlersInCore()
    assert.ok(by.size > CHANNELS.size / 2, `only ${by.size} of ${CHANNELS.size} channels found`)
    assert.deepEqual(by.get('bridges:list')?.length, 1)
  })

  test('no file in core/session/ handles a channel of another domain: the session keeps only the session', async () => {
    const inSession = [...(await handlersInCore())].flatMap(([channel, files]) =>
      files
        .filter((f) => f.startsWith('electron/core/session/') && domainOf(channel) !== 'session')
        .map((f) => `${f} handles ${channel}`),
    )
    assert.deepEqual(inSession, [], "move each handler to its domain's folder of electron/core/")
  })

  test('each channel is handled in one file: no handler wrapped again in another', async () => {
    const twice = [...(await handlersInCore())]
      .filter(([channel, files]) => files.length > 1 && !(channel in WRITTEN_TWICE))
      .map(([channel, files]) => `${channel}: ${files.join(', ')}`)
    assert.deepEqual(twice, [], 'give the first handler a port for the extra work, or name the reason above')
    const stale = Object.keys(WRITTEN_TWICE).filter((c) => !CHANNELS.has(c))
    assert.deepEqual(stale, [], 'a channel named above that is gone is taken off the list')
  })

  test('no file outside core/app/ imports the composition root, not even for a type', () => {
    const up = edgesUnder(ROOT, 'electron/core')
      .filter((e) => !e.from.startsWith('electron/core/app/') && e.to.startsWith('electron/core/app/'))
      .map((e) => `${e.from} → ${e.to}`)
    assert.deepEqual(up, [], 'move what both need into a lower core folder (HOUSE_STYLE.md "Layers")')
  })
})
