/** Command-line parsing shared by `npm run chaos` and `npm run soak` (pure, unit tested). */

/** Reads `--NAME N` or `--NAME=N` (a positive number, fractions allowed); `fallback` when absent. */
export function numberOption(argv: readonly string[], name: string, fallback: number): number {
  let value: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === `--${name}`) {
      value = argv[++i]
      if (value === undefined) throw new Error(`--${name} needs a value`)
    } else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3)
    else throw new Error(`unknown argument "${arg}" (only --${name} N)`)
  }
  if (value === undefined) return fallback
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0)
    throw new Error(`--${name} must be a positive number, got "${value}"`)
  return n
}
