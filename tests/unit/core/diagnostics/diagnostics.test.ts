// The diagnostics file's shape from handlers that answer as the core's do (the whole path, with a real core, a
// real key and the key-leak scan, is tests/integration/diagnostics/diagnostics-leak.test.ts).
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import {
  buildDiagnostics,
  DIAGNOSTICS_LOG_LINES,
  type DiagnosticsHandlers,
} from '../../../../electron/core/diagnostics/diagnostics.ts'
import { createNodeTransport } from '../../../../electron/core/net/node-transport.ts'
import type { ProxySettingInfo } from '../../../../shared/ipc/network.ts'
import type { RequestLogEntry } from '../../../../shared/ipc/request-log.ts'

const entry = (i: number): RequestLogEntry => ({
  id: String(i),
  at: 1_000_000 + i,
  method: 'GET',
  path: `/bridges?q=term-${i}`,
  status: i % 50 === 0 ? 500 : 200,
  code: null,
  attempt: 1,
  durationMs: 5,
  rateLimit: null,
  keyHint: 'bxk_…abcd',
  requestId: null,
})

const refused = {
  ok: false as const,
  error: { kind: 'internal', code: 'x', message: 'The keychain did not answer.' },
}

const NO_PROXY_INFO: ProxySettingInfo = { setting: { mode: 'system' }, system: 'calls go direct' }

function handlers(
  log: RequestLogEntry[],
  proxy: ProxySettingInfo = NO_PROXY_INFO,
  stored: RequestLogEntry[] = [],
): DiagnosticsHandlers {
  return {
    'network:get-proxy': async () => ({ ok: true, value: proxy }),
    'app:get-info': async () => ({
      ok: true,
      value: {
        version: '1.2.3',
        mode: 'demo',
        serviceUrl: 'http://127.0.0.1:1/v1/api',
        activeKeyId: null,
        startupNotices: [],
        files: [
          {
            name: 'history.sqlite',
            path: '/data/history.sqlite',
            paused: 'History is paused: the disk is full',
          },
        ],
      },
    }),
    'keys:list': async () => ({ ok: true, value: [] }),
    'keys:doctor': async () => refused as never,
    'log:list': async () => ({ ok: true, value: log }),
    // The stored log (history.sqlite), as log:search answers with failuresOnly: kept across a restart.
    'log:search': async () => ({
      ok: true,
      value: stored.filter((e) => e.status === null || e.status >= 400).sort((a, b) => b.at - a.at),
    }),
    'log:get-retention': async () => ({ ok: true, value: { maxEntries: 10_000, maxAgeDays: 14 } }),
    'cache:info': async () => ({ ok: true, value: { rows: 0, bytes: 0, maxBytes: 1 } }),
  }
}

describe('the diagnostics file', () => {
  test(`keeps the newest ${DIAGNOSTICS_LOG_LINES} request-log lines, newest first, and the failures among them`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-diagnostics-unit-'))
    try {
      const log = Array.from({ length: 250 }, (_, i) => entry(i)) // oldest first: the order must not matter
      const built = await buildDiagnostics({ handlers: handlers(log), userDataDir: dir, now: new Date(0) })
      const file = JSON.parse(built.content) as {
        requestLog: { id: string }[]
        recentErrors: { id: string }[]
        keychainDoctor: unknown
      }
      assert.equal(file.requestLog.length, DIAGNOSTICS_LOG_LINES)
      assert.equal(file.requestLog[0]?.id, '249')
      assert.equal(file.requestLog.at(-1)?.id, '50')
      assert.deepEqual(
        file.recentErrors.map((e) => e.id),
        ['200', '150', '100', '50'],
      )
      assert.deepEqual(
        file.keychainDoctor,
        { unavailable: 'The keychain did not answer.' },
        'a part that fails is said',
      )
      assert.equal(built.suggestedName, 'bridge-explorer-diagnostics-197001010000.json')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('after a restart (the live log empty) the recent failures come from the stored log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-diagnostics-unit-'))
    try {
      const before = Array.from({ length: 120 }, (_, i) => entry(i))
      const afterRestart = [entry(500), entry(501)]
      const built = await buildDiagnostics({
        handlers: handlers(afterRestart, NO_PROXY_INFO, [...before, ...afterRestart]),
        userDataDir: dir,
        now: new Date(0),
      })
      const file = JSON.parse(built.content) as { recentErrors: { id: string }[] }
      assert.deepEqual(
        file.recentErrors.map((e) => e.id),
        ['500', '100', '50', '0'],
      )
      assert.ok(built.contains.some((line) => line.includes('4 recent failed requests')))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('anything shaped like a key is redacted, even where no handler should have let it through', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-diagnostics-unit-'))
    try {
      const leaky = { ...entry(1), path: '/bridges?key=bxk_abcdefgh12345678' }
      const built = await buildDiagnostics({
        handlers: handlers([leaky]),
        userDataDir: dir,
        now: new Date(0),
      })
      assert.equal(built.content.includes('bxk_abcdefgh'), false)
      assert.match(built.content, /\[redacted\]/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('names the proxy the calls go through, with its user name and password left out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-diagnostics-unit-'))
    try {
      // The system's proxy as the Node transport reads it from the environment, where a password may sit.
      const transport = createNodeTransport({
        env: { HTTPS_PROXY: 'http://alice:pa55word@proxy.example:3128', NO_PROXY: 'intranet.example' },
      })
      try {
        const system = { setting: { mode: 'system' as const }, system: transport.describeSystem() }
        const built = await buildDiagnostics({
          handlers: handlers([], system),
          userDataDir: dir,
          now: new Date(0),
        })
        const file = JSON.parse(built.content) as { settings: { proxy: unknown } }
        assert.deepEqual(file.settings.proxy, {
          mode: 'system',
          url: null,
          bypass: null,
          system:
            'HTTPS_PROXY=http://***@proxy.example:3128, NO_PROXY=intranet.example (this computer is never sent through a proxy).',
        })
        assert.equal(built.content.includes('pa55word'), false, 'the password is never in the file')
        assert.match(built.contains.join(' '), /proxy/)
      } finally {
        await transport.close()
      }
      // A manual proxy is kept without a sign-in (shared/ipc/network.ts), but one written by hand is masked too.
      const manual = {
        setting: {
          mode: 'manual' as const,
          url: 'https://bob:hunter2@proxy.example:8443',
          bypass: 'a.example',
        },
        system: 'calls go direct',
      }
      const built = await buildDiagnostics({
        handlers: handlers([], manual),
        userDataDir: dir,
        now: new Date(0),
      })
      const file = JSON.parse(built.content) as { settings: { proxy: { url: string; bypass: string } } }
      assert.equal(file.settings.proxy.url, 'https://***@proxy.example:8443')
      assert.equal(file.settings.proxy.bypass, 'a.example')
      assert.equal(built.content.includes('hunter2'), false)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
