/** Command-line entry: `node electron/service/cli.ts [options]` or `... create-key ...`. */
import { readFile, rename, writeFile } from 'node:fs/promises'
import { CliError, HELP, parseCli, type CliCommand } from './cli-args.ts'
import { DEMO_KEY_PURPOSE } from './demo-keys.ts'
import { ServiceError } from './errors.ts'
import { KeysFileError, parseKeysFile } from './keys-file.ts'
import { KeyStore } from './keys.ts'
import { DASHBOARD_SECRET_HEADER } from './dashboard-guard.ts'
import { startReferenceService } from './reference-service.ts'
import type { DemoKeys, KeysFile } from './types.ts'

// The running service's dashboard secret, for create-key --service (printed by the service at start).
const SECRET_ENV = 'REFERENCE_DASHBOARD_SECRET'

async function loadKeys(path: string): Promise<KeysFile> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (err) {
    throw new KeysFileError(
      `${path}: cannot read the keys file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    )
  }
  return parseKeysFile(text, path)
}

async function serve(cmd: Extract<CliCommand, { kind: 'serve' }>): Promise<void> {
  const keys = cmd.keysPath === null ? undefined : await loadKeys(cmd.keysPath)
  const service = await startReferenceService({ ...cmd.options, ...(keys ? { keys } : {}) })
  process.stdout.write(`Service ready at ${service.baseUrl}\n`)
  process.stdout.write(
    `Dashboard secret (header ${DASHBOARD_SECRET_HEADER}; for create-key set ${SECRET_ENV}): ${service.dashboardSecret}\n`,
  )
  if (service.demoKeys) {
    process.stdout.write('Demo keys (development only; each shows one behaviour):\n')
    for (const [name, purpose] of Object.entries(DEMO_KEY_PURPOSE)) {
      process.stdout.write(`  ${name.padEnd(11)} ${service.demoKeys[name as keyof DemoKeys]}  ${purpose}\n`)
    }
  }
  const shutdown = (): void => {
    service.stop().then(
      () => process.exit(0),
      () => process.exit(0),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

async function createKey(cmd: Extract<CliCommand, { kind: 'create-key' }>): Promise<void> {
  const input = {
    owner: cmd.owner,
    scopes: cmd.scopes,
    ...(cmd.label !== null ? { label: cmd.label } : {}),
    expires_at: cmd.expiresAt,
  }
  if (cmd.service !== null) {
    const res = await fetch(`${cmd.service.replace(/\/$/, '')}/dashboard/keys`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DASHBOARD_SECRET_HEADER]: process.env[SECRET_ENV] ?? '',
      },
      body: JSON.stringify(input),
    })
    const body = (await res.json()) as {
      key?: string
      id?: string
      error?: { code: string; message: string }
    }
    if (!res.ok || !body.key)
      throw new ServiceError(
        body.error?.code === 'api_access_required' ? 'api_access_required' : 'validation_failed',
        body.error?.message ?? `HTTP ${res.status}`,
      )
    process.stdout.write(`${body.key}\n`)
    process.stderr.write(`Created key ${body.id} for ${cmd.owner}. It is shown only once.\n`)
    return
  }
  const path = cmd.keysPath as string
  const file = await loadKeys(path)
  const entry = new KeyStore(file).createKey(
    { owner: cmd.owner, scopes: cmd.scopes, label: cmd.label ?? undefined, expiresAt: cmd.expiresAt },
    Date.now(),
  )
  file.keys.push({
    key: entry.key,
    owner: entry.owner,
    scopes: [...entry.scopes],
    status: 'active',
    expires_at: cmd.expiresAt,
    ...(cmd.label !== null ? { label: cmd.label } : {}),
  })
  // Write beside the file and rename over it, so a reader never sees half a file.
  const tmp = `${path}.${process.pid}.tmp`
  await writeFile(tmp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 })
  await rename(tmp, path)
  process.stdout.write(`${entry.key}\n`)
  process.stderr.write(
    `Created key ${entry.id} for ${cmd.owner} in ${path}. It is shown only once; restart the service to load it.\n`,
  )
}

async function main(): Promise<void> {
  let cmd: CliCommand
  try {
    cmd = parseCli(process.argv.slice(2))
  } catch (err) {
    if (!(err instanceof CliError)) throw err
    process.stderr.write(`error: ${err.message}\n`)
    process.exit(2)
  }
  try {
    if (cmd.kind === 'help') process.stdout.write(`${HELP}\n`)
    else if (cmd.kind === 'serve') await serve(cmd)
    else await createKey(cmd)
  } catch (err) {
    if (err instanceof KeysFileError || err instanceof TypeError) {
      process.stderr.write(`error: ${err.message}\n`)
      process.exit(2)
    }
    if (err instanceof ServiceError) {
      process.stderr.write(`error: ${err.code}: ${err.message}\n`)
      process.exit(1)
    }
    process.stderr.write(`error: ${(err as Error).message}\n`)
    process.exit(1)
  }
}

await main()
