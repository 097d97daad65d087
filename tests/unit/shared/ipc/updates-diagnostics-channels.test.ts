// The updates and diagnostics domains' channels (shared/ipc/updates.ts, shared/ipc/diagnostics.ts): named
// `domain:verb-noun` like the contract's, and their payloads validated the same way.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { diagnosticsChannels, type DiagnosticsResults } from '../../../../shared/ipc/diagnostics.ts'
import { updatesChannels, type UpdatesResults } from '../../../../shared/ipc/updates.ts'

describe('the updates and diagnostics channels', () => {
  test('each channel is named domain:verb-noun within its domain', () => {
    for (const channel of Object.keys(updatesChannels)) assert.match(channel, /^updates:[a-z]+(-[a-z]+)*$/)
    for (const channel of Object.keys(diagnosticsChannels))
      assert.match(channel, /^diagnostics:[a-z]+(-[a-z]+)*$/)
  })

  test('updates:set-enabled takes exactly { enabled: boolean }; the others take nothing', () => {
    const setEnabled = updatesChannels['updates:set-enabled'].request
    assert.equal(setEnabled({ enabled: false }).ok, true)
    assert.equal(setEnabled({ enabled: 'no' }).ok, false)
    assert.equal(setEnabled({ enabled: true, feed: 'http://x' }).ok, false)
    assert.equal(updatesChannels['updates:check'].request(undefined).ok, true)
    assert.equal(updatesChannels['updates:get-state'].request(42).ok, false)
    assert.equal(diagnosticsChannels['diagnostics:build'].request(undefined).ok, true)
    assert.equal(diagnosticsChannels['diagnostics:save'].request({ path: '/etc/passwd' }).ok, false)
  })

  test('the result types name every channel', () => {
    const updates: Record<keyof UpdatesResults, true> = {
      'updates:get-state': true,
      'updates:set-enabled': true,
      'updates:check': true,
    }
    const diagnostics: Record<keyof DiagnosticsResults, true> = {
      'diagnostics:build': true,
      'diagnostics:save': true,
    }
    assert.deepEqual(Object.keys(updates).sort(), Object.keys(updatesChannels).sort())
    assert.deepEqual(Object.keys(diagnostics).sort(), Object.keys(diagnosticsChannels).sort())
  })
})
