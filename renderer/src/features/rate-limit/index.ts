// The rate-limit feature's public entry: other parts of the renderer import only what is listed here.
export { RateIndicator } from './rate-indicator.tsx'
export { RateLimitView } from './rate-limit-view.tsx'
export { describeReason, formatCountdown } from './rate-format.ts'
