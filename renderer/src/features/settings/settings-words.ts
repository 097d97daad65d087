/** What Settings says, as pure functions (unit-tested under Node): the proxy in use, a test's outcome, sizes. */
import { formatBytes } from '../../../../shared/i18n/format.ts'
import type { CatalogueDeleted } from '../../../../shared/ipc/catalogue.ts'
import type { NetworkTestResult, ProxySetting, ProxySettingInfo } from '../../../../shared/ipc/network.ts'
import { isLoopbackHost } from '../../../../shared/net/url-safety.ts'
import type { UpdatesState } from '../../../../shared/ipc/updates.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { explainError } from '../../lib/error-text.ts'

/** Which proxy is in use, in words (README "Proxy and certificates"). */
export function proxyInUse(info: ProxySettingInfo): string {
  const { setting } = info
  if (setting.mode === 'none') return 'No proxy: calls go straight to the service.'
  if (setting.mode === 'manual') {
    const skip = setting.bypass ? ` (except ${setting.bypass})` : ''
    return `The proxy set here: ${setting.url ?? ''}${skip}.`
  }
  return `The system’s proxy settings. ${info.system.replace(/\.?$/, '.')}`
}

/**
 * Whether the proxy set here was skipped for `serviceUrl`: an address on this computer never goes through one
 * (electron/core/net/transport.ts, skipsProxy), so a test of it says nothing of the proxy.
 */
function proxySkipped(serviceUrl: string, setting: ProxySetting | undefined): boolean {
  if (setting?.mode !== 'manual') return false
  try {
    return isLoopbackHost(new URL(serviceUrl).hostname)
  } catch {
    return false
  }
}

/** The outcome of a test, in words, with the fix when it failed; `setting`: the proxy setting tested with. */
export function testOutcome(
  result: NetworkTestResult,
  /** The words a failure is explained in (useWords().t). */
  t: Translate,
  setting?: ProxySetting,
): { title: string; detail: string; ok: boolean } {
  if (result.ok) {
    const skipped = proxySkipped(result.serviceUrl, setting)
      ? ' It did not go through the proxy: an address on this computer never does, so this test says nothing of the proxy.'
      : ''
    return {
      ok: true,
      title: 'The connection works.',
      detail:
        (result.status === 401 || result.status === 403
          ? `The service at ${result.serviceUrl} answered. No key was sent, so it asked for one, as expected.`
          : `The service at ${result.serviceUrl} answered${result.status === null ? '' : ` (HTTP ${result.status})`}. No key was sent.`) +
        skipped,
    }
  }
  if (result.failure === null) return { ok: false, title: 'The test failed.', detail: '' }
  const text = explainError({ ...result.failure, status: null }, t)
  return {
    ok: false,
    title: text.title,
    detail: `${text.explanation} ${text.nextStep}${result.serviceUrl ? ` (Tested: ${result.serviceUrl}.)` : ''}`,
  }
}

/** True when the machine's policy file decides, so the switch here changes nothing. */
export const lockedByPolicy = (state: UpdatesState): boolean =>
  state.status === 'policy' || state.status === 'policy-unreadable'

/** A file size in words. */
export function fileSize(bytes: number): string {
  return formatBytes(bytes)
}

/** What Delete catalogue did to the disk ("Deleted; 12.4 MB freed."), and why the space stayed when it did. */
export function deletedText(d: Pick<CatalogueDeleted, 'freedBytes' | 'kept'>): string {
  if (d.kept === null) return d.freedBytes > 0 ? `Deleted; ${fileSize(d.freedBytes)} freed.` : 'Deleted.'
  const stays = 'the catalogue file keeps the space and fills it again before it grows'
  if (d.kept.reason === 'no_room')
    return `Deleted. The disk has too little room to give the space back now (${fileSize(d.kept.needBytes)} needed, ${fileSize(d.kept.freeBytes)} free): ${stays}.`
  return `Deleted, but the space could not be given back (${d.kept.message}): ${stays}.`
}
