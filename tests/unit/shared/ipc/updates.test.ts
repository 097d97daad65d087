// The updates domain's channels (shared/ipc/updates.ts): named `domain:verb-noun` like the contract's, and their
// payloads validated the same way.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { updatesChannels, type UpdatesResults } from '../../../../shared/ipc/updates.ts'

test('each updates channel is named updates:verb-noun and has a result type', () => {
  for (const channel of Object.keys(updatesChannels)) assert.match(channel, /^updates:[a-z]+(-[a-z]+)*$/)
  const results: Record<keyof UpdatesResults, true> = {
    'updates:get-state': true,
    'updates:set-enabled': true,
    'updates:check': true,
  }
  assert.deepEqual(Object.keys(results).sort(), Object.keys(updatesChannels).sort())
})

test('updates:set-enabled takes exactly { enabled: boolean }; the others take nothing', () => {
  const setEnabled = updatesChannels['updates:set-enabled'].request
  assert.equal(setEnabled({ enabled: false }).ok, true)
  assert.equal(setEnabled({ enabled: 'no' }).ok, false)
  assert.equal(setEnabled({ enabled: true, feed: 'http://x' }).ok, false)
  assert.equal(updatesChannels['updates:check'].request(undefined).ok, true)
  assert.equal(updatesChannels['updates:get-state'].request(42).ok, false)
})
