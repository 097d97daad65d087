// The key usage feature's public entry: other parts of the renderer import only what is listed here.
export { ExpiryBadge, ExpiryNotices } from './expiry-badge.tsx'
export { UsageView } from './usage-view.tsx'
