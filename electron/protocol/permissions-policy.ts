/**
 * The renderer's Permissions-Policy, sent beside the CSP by the app protocol and the preview: the document itself
 * (and anything injected into it) may not use a powerful feature the app never needs. The Electron session refuses
 * every permission request besides (security/web-contents-guards.main.ts); the policy also holds in the browser
 * preview, which has no such handler (https://www.w3.org/TR/permissions-policy/, Electron security checklist 5).
 */

/** Features refused to every origin, the app's own included. */
const REFUSED = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

/**
 * The policy as the value of a Permissions-Policy header. The Copy buttons write to the clipboard; reading it is
 * left to the permission it needs (refused by the Electron session, asked by the browser): the e2e tests read
 * what Copy wrote with it.
 */
export const PERMISSIONS_POLICY = [
  ...REFUSED.map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ')
