import { said } from '../../../shared/i18n/said.ts'
import { saidNotice } from '../words/english-words.ts'
import { KeyVaultError } from './errors.ts'
import type { KeyVault } from './key-vault.ts'
import type { KeyInfo, VaultNotice } from './types.ts'

/** Input of `KeyVault.rotate`. */
export type RotateOptions = {
  oldId: string
  newKey: string
  /** Label of the new key; defaults to the old key's label. */
  label?: string
  /**
   * Asks the service whether the new key works (the key inspector), under the new key's id, so its requests are
   * that key's; false or a throw cancels the rotation.
   */
  verify: (secret: string, keyId: string) => Promise<boolean>
}

/** Result of a completed rotation: the new, active key and anything the user should be told. */
export type RotateResult = { key: KeyInfo; notices: VaultNotice[] }

/**
 * Key rotation (create, deploy, revoke; docs/api-assumptions.md row 24) on the client side: save the new key, verify
 * it, make it active, then drop the old one. Until the new key is verified and active the old one is untouched.
 */
export async function rotateKey(vault: KeyVault, options: RotateOptions): Promise<RotateResult> {
  const old = vault.get(options.oldId)
  const added = await vault.add({
    key: options.newKey,
    label: options.label ?? old.label,
    serviceUrl: old.serviceUrl,
    // A session-only key's successor stays in memory too: the keychain that failed for one fails for the other.
    ...(old.sessionOnly ? { sessionOnly: true } : {}),
  })
  // The old key goes away below, so the account-limit count of this moment would be a false alarm.
  const notices = added.notices.filter((notice) => notice.code !== 'account_key_limit')

  let accepted = false
  let failure: unknown
  try {
    // Verify what the keychain gives back, so the key that is checked is the key that will be used.
    accepted = (await options.verify(await vault.readSecret(added.key.id), added.key.id)) === true
  } catch (error) {
    failure = error
  }
  if (!accepted) {
    await vault.remove(added.key.id).catch(() => undefined)
    if (failure instanceof KeyVaultError) throw failure
    throw new KeyVaultError(
      'rotation_rejected',
      said('errors.vault.rotation-rejected', { label: { ltr: old.label } }),
    )
  }

  await vault.setActive(added.key.id)
  try {
    await vault.remove(old.id)
  } catch (error) {
    // Why, in the vault's own sentence where it has one (its English words otherwise, until they are said by code).
    const why = error instanceof KeyVaultError ? (error.said ?? error.message) : null
    const label = { ltr: old.label }
    notices.push(
      saidNotice(
        'old_key_kept',
        why === null
          ? said('keys.notice.old-key-kept', { label })
          : said('keys.notice.old-key-kept-why', { label, why }),
      ),
    )
  }
  return { key: vault.get(added.key.id), notices }
}
