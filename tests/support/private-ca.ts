/**
 * The one private certificate authority of the tests: made with openssl in a temp folder for one run, it signs the
 * certificates of the TLS terminator in front of the reference service (tests/integration/network/) and of the
 * update feed (update-feed.ts), so a TLS server only that CA vouches for is real in both.
 */
import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Runs openssl in `dir`; throws with its error output when it fails. */
function openssl(dir: string, args: string[]): void {
  const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`openssl ${args[0]} failed: ${r.stderr}`)
}

/**
 * A private CA and a server certificate for `name` signed by it, made with openssl in `dir`; `altNames` are its
 * subjectAltName entries (default the name itself; `IP:127.0.0.1` for an address).
 */
export async function makeCertificates(
  dir: string,
  name: string,
  altNames: readonly string[] = [`DNS:${name}`],
): Promise<{ caPem: string; certFile: string; keyFile: string }> {
  const run = (args: string[]): void => openssl(dir, args)
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  run([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Bridge Explorer test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ])
  run(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${name}`])
  await writeFile(
    join(dir, 'server.ext'),
    `subjectAltName=${altNames.join(',')}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
  )
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'server.ext',
  ])
  return {
    caPem: await readFile(join(dir, 'ca.pem'), 'utf8'),
    certFile: join(dir, 'server.pem'),
    keyFile: join(dir, 'server.key'),
  }
}

/**
 * The server's certificate request (made by makeCertificates in `dir`) signed again by the same CA, valid only
 * in 2020 (`openssl ca` takes explicit dates, `openssl x509 -days` does not): an expired certificate whose
 * issuer is trusted.
 */
export async function makeExpiredCertificate(dir: string): Promise<{ certFile: string; keyFile: string }> {
  const run = (args: string[]): void => openssl(dir, args)
  await writeFile(join(dir, 'index.txt'), '')
  await writeFile(join(dir, 'serial'), '1000\n')
  await writeFile(
    join(dir, 'ca.cnf'),
    '[ca]\ndefault_ca = test\n[test]\ndatabase = index.txt\nnew_certs_dir = .\nserial = serial\npolicy = any\ndefault_md = sha256\n[any]\ncommonName = supplied\n',
  )
  run([
    'ca',
    '-batch',
    '-config',
    'ca.cnf',
    '-cert',
    'ca.pem',
    '-keyfile',
    'ca.key',
    '-in',
    'server.csr',
    '-out',
    'expired.pem',
    '-startdate',
    '20200101000000Z',
    '-enddate',
    '20200102000000Z',
    '-extfile',
    'server.ext',
    '-notext',
  ])
  return { certFile: join(dir, 'expired.pem'), keyFile: join(dir, 'server.key') }
}
