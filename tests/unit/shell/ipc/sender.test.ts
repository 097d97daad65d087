import assert from 'node:assert/strict'
import { test } from 'node:test'
import { trustedOrigins } from '../../../../electron/protocol/app-origin.ts'
import { checkSender, untrustedSenderResult, type SenderFacts } from '../../../../electron/ipc/sender.ts'

const ORIGINS = trustedOrigins(undefined, true)
const ours: SenderFacts = {
  senderId: 7,
  windowId: 7,
  frame: { url: 'app://bridge-explorer/index.html', isMainFrame: true },
}

test('the main frame of our window on the app origin is trusted', () => {
  assert.deepEqual(checkSender(ours, ORIGINS), { ok: true })
})

test('a subframe of our window is refused, even on the app origin', () => {
  const verdict = checkSender({ ...ours, frame: { url: ours.frame!.url, isMainFrame: false } }, ORIGINS)
  assert.deepEqual(verdict, { ok: false, reason: 'sender is a subframe' })
})

test('another origin in our main frame is refused', () => {
  for (const url of ['https://evil.example/', 'app://evil/index.html', 'http://localhost:5173/']) {
    const verdict = checkSender({ ...ours, frame: { url, isMainFrame: true } }, ORIGINS)
    assert.equal(verdict.ok, false, url)
  }
})

test('a file:// page is refused', () => {
  const verdict = checkSender(
    { ...ours, frame: { url: 'file:///tmp/index.html', isMainFrame: true } },
    ORIGINS,
  )
  assert.deepEqual(verdict, { ok: false, reason: 'sender frame is not on the app origin' })
})

test('another web contents, or no window at all, is refused', () => {
  assert.equal(checkSender({ ...ours, senderId: 8 }, ORIGINS).ok, false)
  assert.equal(checkSender({ ...ours, windowId: null }, ORIGINS).ok, false)
})

test('a frame that is gone is refused', () => {
  assert.deepEqual(checkSender({ ...ours, frame: null }, ORIGINS), {
    ok: false,
    reason: 'sender frame is gone',
  })
})

test('a refused sender gets a security error result', () => {
  const result = untrustedSenderResult()
  assert.equal(result.ok, false)
  assert.equal(result.ok ? '' : result.error.kind, 'security')
  assert.equal(result.ok ? '' : result.error.code, 'untrusted_sender')
})
