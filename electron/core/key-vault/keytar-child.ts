import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'

/** One keychain operation, as the child process takes it on stdin (the secret never goes on a command line). */
type Operation =
  | { op: 'get' | 'delete'; service: string; account: string }
  | { op: 'set'; service: string; account: string; secret: string }
  | { op: 'accounts'; service: string }

// CommonJS so it runs under `node -e` and under Electron with ELECTRON_RUN_AS_NODE alike.
const SCRIPT = `
const keytar = require(process.argv[1]);
let input = '';
process.stdin.setEncoding('utf8').on('data', (c) => (input += c)).on('end', async () => {
  const r = JSON.parse(input);
  try {
    const value =
      r.op === 'get' ? await keytar.getPassword(r.service, r.account)
      : r.op === 'set' ? await keytar.setPassword(r.service, r.account, r.secret)
      : r.op === 'delete' ? await keytar.deletePassword(r.service, r.account)
      : (await keytar.findCredentials(r.service)).map((c) => c.account);
    process.stdout.write(JSON.stringify({ ok: true, value: value === undefined ? null : value }));
  } catch (e) {
    process.stdout.write(JSON.stringify({ ok: false, message: String(e && e.message) }));
  }
});
`

/**
 * Runs one keytar operation in a fresh process. libsecret keeps the D-Bus name of the Secret Service it first
 * talked to for the life of the process, so after the keyring daemon restarts every call in this process fails
 * ("The name :1.5 was not provided by any .service files"); a new process connects afresh (docs/security.md, the
 * keychain and what breaks on Linux).
 */
export async function keytarInChild(operation: Operation): Promise<unknown> {
  const keytarPath = createRequire(import.meta.url).resolve('keytar')
  const child = spawn(process.execPath, ['-e', SCRIPT, keytarPath], {
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    stdio: ['pipe', 'pipe', 'ignore'],
    timeout: 30_000,
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stdin.end(JSON.stringify(operation))
  const [code] = (await once(child, 'exit')) as [number | null]
  let reply: { ok: boolean; value?: unknown; message?: string }
  try {
    reply = JSON.parse(output) as typeof reply
  } catch {
    throw new Error(`The keychain helper process ended without an answer (exit ${String(code)}).`)
  }
  if (!reply.ok) throw new Error(reply.message ?? 'The keychain refused the request.')
  return reply.value
}

/** True for the failure of a libsecret connection whose Secret Service has gone away (a daemon restart). */
export function isStaleSecretService(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error)
  // Reads name the vanished daemon; writes find their encryption session gone with it.
  return /The name :\d+\.\d+ was not provided by any \.service files|session wrapping the secret does not exist/.test(
    text,
  )
}
