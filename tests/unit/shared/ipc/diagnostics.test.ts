// The diagnostics domain's channels (shared/ipc/diagnostics.ts): named `domain:verb-noun` like the contract's;
// neither takes a payload (in particular no path: where to save is asked in the main process).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { diagnosticsChannels, type DiagnosticsResults } from '../../../../shared/ipc/diagnostics.ts'

test('each diagnostics channel is named diagnostics:verb-noun, has a result type, and takes no payload', () => {
  const results: Record<keyof DiagnosticsResults, true> = {
    'diagnostics:build': true,
    'diagnostics:save': true,
  }
  assert.deepEqual(Object.keys(results).sort(), Object.keys(diagnosticsChannels).sort())
  for (const [channel, { request }] of Object.entries(diagnosticsChannels)) {
    assert.match(channel, /^diagnostics:[a-z]+(-[a-z]+)*$/)
    assert.equal(request(undefined).ok, true, channel)
    assert.equal(request({ path: '/etc/passwd' }).ok, false, channel)
  }
})
