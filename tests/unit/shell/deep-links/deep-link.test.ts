import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { findDeepLink, parseDeepLink } from '../../../../electron/deep-links/deep-link.ts'
import { viewDeepLink, viewFromParams } from '../../../../shared/views/saved-view.ts'

describe('deep-link parsing', () => {
  test('a bridge link and a profile link are parsed', () => {
    assert.deepEqual(parseDeepLink('bridge-explorer://bridges/solar-canal-7'), {
      view: 'bridge',
      id: 'solar-canal-7',
    })
    assert.deepEqual(parseDeepLink('bridge-explorer://profiles/ada_l'), { view: 'profile', id: 'ada_l' })
  })

  test('one trailing slash (added by some launchers) and scheme case are tolerated', () => {
    assert.deepEqual(parseDeepLink('bridge-explorer://bridges/x1/'), { view: 'bridge', id: 'x1' })
    assert.deepEqual(parseDeepLink('Bridge-Explorer://Profiles/Ada'), { view: 'profile', id: 'Ada' })
  })

  test('percent-encoding is decoded once', () => {
    assert.deepEqual(parseDeepLink('bridge-explorer://profiles/%41da'), { view: 'profile', id: 'Ada' })
    // %2541 decodes once to "%41", which is not a valid id: no second decoding pass.
    assert.equal(parseDeepLink('bridge-explorer://profiles/%2541da'), null)
  })

  test('hostile ids are refused: traversal, encoded slashes, script, control characters, bad encoding', () => {
    for (const link of [
      'bridge-explorer://bridges/..',
      'bridge-explorer://bridges/%2e%2e',
      'bridge-explorer://bridges/a%2Fb',
      'bridge-explorer://bridges/a/b',
      'bridge-explorer://bridges/<script>',
      'bridge-explorer://bridges/%3Cscript%3E',
      'bridge-explorer://bridges/a%00',
      'bridge-explorer://bridges/a%0Ab',
      'bridge-explorer://bridges/%E0%A4%A',
      'bridge-explorer://bridges/.hidden',
      'bridge-explorer://bridges/a b',
    ]) {
      assert.equal(parseDeepLink(link), null, link)
    }
  })

  test('queries, fragments, credentials and ports are refused', () => {
    for (const link of [
      'bridge-explorer://bridges/x?next=https://evil.example',
      'bridge-explorer://bridges/x#frag',
      'bridge-explorer://user@bridges/x',
      'bridge-explorer://bridges:80/x',
    ]) {
      assert.equal(parseDeepLink(link), null, link)
    }
  })

  test('wrong scheme, wrong host or a missing id is refused', () => {
    for (const link of [
      'https://bridges/x',
      'bridge-explorer:bridges/x',
      'bridge-explorer://keys/x',
      'bridge-explorer://settings',
      'bridge-explorer://bridges/',
      'bridge-explorer://bridges',
      'bridge-explorer:///bridges/x',
      'evil-bridge-explorer://bridges/x',
    ]) {
      assert.equal(parseDeepLink(link), null, link)
    }
  })

  test('overlong links and ids are refused; non-strings are refused', () => {
    assert.equal(parseDeepLink(`bridge-explorer://bridges/${'a'.repeat(201)}`), null)
    assert.deepEqual(parseDeepLink(`bridge-explorer://bridges/${'a'.repeat(200)}`), {
      view: 'bridge',
      id: 'a'.repeat(200),
    })
    assert.equal(parseDeepLink(`bridge-explorer://bridges/${'%41'.repeat(180)}`), null)
    assert.equal(parseDeepLink(undefined), null)
    assert.equal(parseDeepLink({ toString: () => 'bridge-explorer://bridges/x' }), null)
  })
})

describe('finding the link in argv', () => {
  test('the link is found among Electron flags (second-instance on Windows and Linux)', () => {
    assert.deepEqual(
      findDeepLink([
        '/opt/Bridge Explorer/bridge-explorer',
        '--no-sandbox',
        'bridge-explorer://profiles/ada',
      ]),
      { view: 'profile', id: 'ada' },
    )
  })

  test('no link, or only a flag that mentions the scheme, gives null', () => {
    assert.equal(findDeepLink(['/usr/bin/app', '--flag']), null)
    assert.equal(findDeepLink(['/usr/bin/app', '--url=bridge-explorer://bridges/x']), null)
  })

  test('a hostile link in argv gives null rather than an earlier argument', () => {
    assert.equal(findDeepLink(['bridge-explorer://bridges/ok', 'bridge-explorer://bridges/../x']), null)
  })
})

describe('deep links to a view of the bridge list (saved views)', () => {
  test('a view link is read by the view codec and sent on in canonical form', () => {
    const link =
      'bridge-explorer://bridges?q=solar+roof&category=energy&display=table&order=passes,title&widths=title:240&sort=-passes'
    const target = parseDeepLink(link)
    assert.equal(target?.view, 'bridges')
    const params = new URLSearchParams(target?.id)
    assert.equal(params.get('q'), 'solar roof')
    assert.equal(params.get('category'), 'energy')
    assert.equal(params.get('display'), 'table')
    assert.equal(params.get('order'), 'passes,title')
    assert.equal(params.get('widths'), 'title:240')
    assert.equal(params.get('sort'), '-passes')
  })

  test('a link made from a view gives that view back', () => {
    const view = {
      q: 'a & b = c?',
      category: 'health',
      display: 'table' as const,
      table: {
        order: ['score'],
        hidden: ['title'],
        widths: { score: 90 },
        sort: [{ column: 'title', desc: false }],
      },
    }
    const target = parseDeepLink(viewDeepLink(view))
    assert.deepEqual(viewFromParams(new URLSearchParams(target?.id)), view)
  })

  test('what the codec does not know is dropped, never passed on', () => {
    const target = parseDeepLink(
      'bridge-explorer://bridges?display=table&next=https%3A%2F%2Fevil.example&order=title,..%2F..',
    )
    assert.equal(target?.id, 'display=table&order=title')
  })

  test('fragments, white space, quotes, markup and overlong view links are refused', () => {
    for (const link of [
      'bridge-explorer://bridges?q=x#frag',
      'bridge-explorer://bridges?q=a b',
      'bridge-explorer://bridges?q="x"',
      'bridge-explorer://bridges?q=<script>',
      'bridge-explorer://bridges?q=x\n',
      'bridge-explorer://bridges/x?q=y',
      'bridge-explorer://evil/bridges?q=y',
      `bridge-explorer://bridges?q=${'a'.repeat(2100)}`,
    ]) {
      assert.equal(parseDeepLink(link), null, link)
    }
  })

  test('findDeepLink takes a view link from the arguments of a second launch', () => {
    assert.deepEqual(findDeepLink(['/opt/app', 'bridge-explorer://bridges?category=energy']), {
      view: 'bridges',
      id: 'category=energy&display=list',
    })
  })
})
