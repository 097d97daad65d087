/**
 * A pinned signature over the feed's release description, on top of what electron-updater checks (on Linux only
 * the download's sha512 as the same feed gives it). The release key signs one short text naming the version and
 * each file's sha512 (`updateSigningMessage`); the signature travels in latest-linux.yml as `signature`. Since the
 * library then refuses a download whose sha512 differs, a valid signature covers the file itself.
 * No key is pinned in this repository yet (no release key exists): with none, the check is absent and the
 * docs say so (docs/packaging.md "Updates").
 */
import { createPublicKey, verify } from 'node:crypto'

/** Ed25519 public keys (PEM) whose signature a release must carry; empty: the check is absent. */
export const PINNED_UPDATE_KEYS: readonly string[] = []

/** The parts of the feed's description the signature covers. */
export interface SignedRelease {
  version: string
  files: readonly { url: string; sha512: string }[]
}

/** The exact text the release key signs: a header, the version, then `url sha512` per file, sorted by url. */
export function updateSigningMessage(release: SignedRelease): string {
  const files = [...release.files].map((f) => `${f.url} ${f.sha512}`).sort()
  return ['bridge-explorer-update/1', `version ${release.version}`, ...files, ''].join('\n')
}

/**
 * Whether the release may be downloaded: true when no key is pinned; otherwise only with a signature (base64) by
 * one of the pinned keys over `updateSigningMessage`.
 */
export function releaseSignatureOk(
  release: SignedRelease & { signature?: unknown },
  keys: readonly string[],
): boolean {
  if (keys.length === 0) return true
  if (typeof release.signature !== 'string' || release.signature === '') return false
  const message = Buffer.from(updateSigningMessage(release), 'utf8')
  const signature = Buffer.from(release.signature, 'base64')
  return keys.some((pem) => {
    try {
      return verify(null, message, createPublicKey(pem), signature)
    } catch {
      return false
    }
  })
}
