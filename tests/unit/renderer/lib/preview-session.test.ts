// The preview's token as its entry reads it (renderer/src/lib/preview-session.ts), from a document, an address
// and a storage shaped like the browser's.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  PREVIEW_SESSION_ELEMENT_ID,
  takePreviewToken,
  type SessionPlaces,
} from '../../../../renderer/src/lib/preview-session.ts'

function places(options: { island?: string; hash: string; stored?: string; storageRefused?: boolean }) {
  const elements = new Map<string, { textContent: string | null; remove(): void }>()
  if (options.island !== undefined)
    elements.set(PREVIEW_SESSION_ELEMENT_ID, {
      textContent: options.island,
      remove: () => elements.delete(PREVIEW_SESSION_ELEMENT_ID),
    })
  const stored = new Map<string, string>()
  if (options.stored !== undefined) stored.set('bridge-explorer-preview-token', options.stored)
  const addresses: string[] = []
  const refuse = (): never => {
    throw new Error('SecurityError')
  }
  const value = {
    document: { getElementById: (id: string) => elements.get(id) ?? null },
    location: { hash: options.hash, pathname: '/', search: '?start=spent' },
    history: { state: null, replaceState: (_s: unknown, _u: string, url: string) => addresses.push(url) },
    storage: {
      getItem: (k: string) => (options.storageRefused === true ? refuse() : (stored.get(k) ?? null)),
      setItem: (k: string, v: string) => (options.storageRefused === true ? refuse() : stored.set(k, v)),
    },
  } satisfies SessionPlaces
  return { value, elements, stored, addresses }
}

describe("the preview's session", () => {
  test('a drawn link clicked before the script ran (the fragment replaced): the token comes from the document', () => {
    const p = places({ island: '{"token":"tok-from-document"}', hash: '#/profiles' })
    assert.equal(takePreviewToken(p.value), 'tok-from-document')
    assert.equal(p.elements.size, 0, 'the island is removed: no later script finds it')
    assert.deepEqual(p.addresses, [], 'the address the user chose is left alone')
    assert.equal(p.stored.get('bridge-explorer-preview-token'), 'tok-from-document', 'a reload keeps it')
  })

  test('the printed address: the token is taken out of the location bar, whatever else the fragment holds', () => {
    const p = places({ island: '{"token":"tok"}', hash: '#token=tok&x=1' })
    assert.equal(takePreviewToken(p.value), 'tok')
    assert.deepEqual(p.addresses, ['/?start=spent#x=1'])
  })

  test('a document served as built (no island) still reads the fragment; a malformed island is no token', () => {
    for (const island of [undefined, 'not json', '{"token":42}', '{"token":""}', 'null']) {
      const p = places({ ...(island === undefined ? {} : { island }), hash: '#token=tok-from-address' })
      assert.equal(takePreviewToken(p.value), 'tok-from-address', String(island))
      assert.deepEqual(p.addresses, ['/?start=spent'])
    }
  })

  test("a reload finds the tab's token in its storage; with none anywhere there is no token", () => {
    assert.equal(takePreviewToken(places({ hash: '#/stats', stored: 'tok-kept' }).value), 'tok-kept')
    assert.equal(takePreviewToken(places({ hash: '' }).value), null)
  })

  test('storage refused: the fresh token still holds for this page', () => {
    const p = places({ island: '{"token":"tok"}', hash: '', storageRefused: true })
    assert.equal(takePreviewToken(p.value), 'tok')
  })
})
