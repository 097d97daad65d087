// A key alert as the desktop shows it: the alert's own words, urgent only for a refused key.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { keyAlertNotice } from '../../../../electron/notifications/key-alert-notice.ts'
import type { KeyAlert } from '../../../../shared/ipc/request-log.ts'

const alert = (kind: KeyAlert['kind']): KeyAlert => ({
  kind,
  keyId: 'k',
  at: 0,
  title: `t-${kind}`,
  body: `b-${kind}`,
})

test('a refused key is urgent; failing, low headroom and a near expiry are not', () => {
  assert.deepEqual(keyAlertNotice(alert('refused')), {
    title: 't-refused',
    body: 'b-refused',
    urgency: 'critical',
  })
  for (const kind of ['failing', 'headroom', 'expiring'] as const)
    assert.equal(keyAlertNotice(alert(kind)).urgency, 'normal', kind)
})
