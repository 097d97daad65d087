/** What Settings says, as pure functions (unit-tested under Node): the proxy in use, a test's outcome, sizes. */
import { formatBytes } from '../../../../shared/i18n/format.ts'
import type { CatalogueDeleted } from '../../../../shared/ipc/catalogue.ts'
import type { NetworkTestResult, ProxySetting, ProxySettingInfo } from '../../../../shared/ipc/network.ts'
import { isLoopbackHost } from '../../../../shared/net/url-safety.ts'
import type { UpdatesState } from '../../../../shared/ipc/updates.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { explainError } from '../../lib/error-text.ts'

/** Which proxy is in use, in words (README "Proxy and certificates"). */
export function proxyInUse(info: ProxySettingInfo, t: Translate): string {
  const { setting } = info
  if (setting.mode === 'none') return t('settings.proxy.none')
  if (setting.mode === 'manual') {
    const url = setting.url ?? ''
    return setting.bypass
      ? t('settings.proxy.manual-except', { url, bypass: setting.bypass })
      : t('settings.proxy.manual', { url })
  }
  return t('settings.proxy.system', { system: info.system.replace(/\.?$/, '.') })
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
    const url = result.serviceUrl
    const answer =
      result.status === 401 || result.status === 403
        ? t('settings.test.asked-key', { url })
        : result.status === null
          ? t('settings.test.answered', { url })
          : t('settings.test.answered-status', { url, status: String(result.status) })
    return {
      ok: true,
      title: t('settings.test.works'),
      detail: proxySkipped(url, setting) ? t('settings.test.skipped', { answer }) : answer,
    }
  }
  if (result.failure === null) return { ok: false, title: t('settings.test.failed'), detail: '' }
  const text = explainError({ ...result.failure, status: null }, t)
  const said = { explanation: text.explanation, next: text.nextStep }
  return {
    ok: false,
    title: text.title,
    detail: result.serviceUrl
      ? t('settings.test.failed-detail', { ...said, url: result.serviceUrl })
      : t('settings.test.failed-detail-no-url', said),
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
export function deletedText(d: Pick<CatalogueDeleted, 'freedBytes' | 'kept'>, t: Translate): string {
  if (d.kept === null)
    return d.freedBytes > 0
      ? t('settings.catalogue.deleted-freed', { size: fileSize(d.freedBytes) })
      : t('settings.catalogue.deleted')
  if (d.kept.reason === 'no_room')
    return t('settings.catalogue.deleted-no-room', {
      need: fileSize(d.kept.needBytes),
      free: fileSize(d.kept.freeBytes),
    })
  return t('settings.catalogue.deleted-kept', { message: d.kept.message })
}
