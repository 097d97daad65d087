// The window sizes every journey is walked at: a laptop, the narrowest phone-like window, and 200 % zoom of a
// 1280 × 800 window (640 × 400 CSS px at device scale 2).
export const JOURNEY_SIZES = [
  { name: '1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, narrow: false },
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1, narrow: true },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, narrow: true },
] as const
