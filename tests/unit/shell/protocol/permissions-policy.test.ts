// The renderer's Permissions-Policy (electron/protocol/permissions-policy.ts): every powerful feature the app never
// uses is refused to the document itself, so injected markup or a compromised dependency cannot ask for it either.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PERMISSIONS_POLICY } from '../../../../electron/protocol/permissions-policy.ts'

const directives = new Map(
  PERMISSIONS_POLICY.split(',').map((part) => {
    const [name, allow] = part.trim().split('=')
    return [name ?? '', allow ?? ''] as const
  }),
)

test('camera, microphone, geolocation and the device and payment features are refused to every origin', () => {
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'display-capture',
    'usb',
    'serial',
    'hid',
    'bluetooth',
    'midi',
    'payment',
  ])
    assert.equal(directives.get(feature), '()', feature)
})

test('no feature is granted to another origin, and each is named once', () => {
  assert.equal(directives.size, PERMISSIONS_POLICY.split(',').length, 'no feature twice')
  for (const [name, allow] of directives) assert.match(allow, /^\((self)?\)$/, name)
})

test('writing to the clipboard stays allowed to the app itself: the Copy buttons use it', () => {
  assert.equal(directives.get('clipboard-write'), '(self)')
})
