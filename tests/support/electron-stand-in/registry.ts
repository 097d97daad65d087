/** Which stand-in module namespace belongs to which load of the built main.js (one per test run of it). */
const runs = new Map<string, Record<string, unknown>>()

/** Registers a stand-in's module namespace under a fresh run id. */
export function registerRun(module: Record<string, unknown>): string {
  const id = String(runs.size + 1)
  runs.set(id, module)
  return id
}

/** The module namespace of a run; throws for an unknown run so a wrong URL cannot load real Electron. */
export function standInForRun(id: string | null): Record<string, unknown> {
  const module = id === null ? undefined : runs.get(id)
  if (module === undefined) throw new Error(`no electron stand-in registered for run ${String(id)}`)
  return module
}
