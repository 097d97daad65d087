/**
 * Loads the BUILT shell with `electron` redirected to a stand-in: main.js through a module resolution hook
 * (each load gets its own module instance and stand-in through a `?run=` query), preload.cjs the way Electron
 * runs a sandboxed preload: one CommonJS function whose `require` knows `electron` and nothing else.
 */
import { existsSync, readFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileFunction } from 'node:vm'
import { registerRun } from './registry.ts'
import type { ElectronStandIn } from './stand-in.ts'

/** The repository root. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const MAIN = join(REPO_ROOT, 'dist-electron', 'main.js')
const PRELOAD = join(REPO_ROOT, 'dist-electron', 'preload.cjs')
/** Every main.js loaded so far (the repository's build, or a copy laid out as a package). */
const mainUrls = new Set<string>()
const STAND_IN_MODULE_URL = pathToFileURL(join(import.meta.dirname, 'electron-module.ts')).href

let hooked = false
function hookElectronImports(): void {
  if (hooked) return
  hooked = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier !== 'electron' || context.parentURL === undefined) return nextResolve(specifier, context)
      const parent = new URL(context.parentURL)
      const run = parent.searchParams.get('run')
      parent.search = ''
      if (run === null || !mainUrls.has(parent.href)) return nextResolve(specifier, context)
      return { url: `${STAND_IN_MODULE_URL}?run=${run}`, shortCircuit: true }
    },
  })
}

/** Throws with the command to run when the build is missing (npm test builds before the node tests). */
export function requireBuild(): void {
  for (const file of [MAIN, PRELOAD, join(REPO_ROOT, 'dist', 'renderer', 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  }
}

/** Imports a fresh instance of dist-electron/main.js (or the copy at `mainPath`) wired to `standIn`. */
export async function loadBuiltMain(
  standIn: ElectronStandIn,
  argv: readonly string[] = [],
  mainPath: string = MAIN,
): Promise<void> {
  requireBuild()
  hookElectronImports()
  const run = registerRun(standIn.module)
  const mainUrl = pathToFileURL(mainPath).href
  mainUrls.add(mainUrl)
  const saved = process.argv
  // main.js reads the launch arguments (a deep link) while it is evaluated.
  process.argv = [process.execPath, mainPath, ...argv]
  try {
    await import(`${mainUrl}?run=${run}`)
  } finally {
    process.argv = saved
  }
}

/** Runs dist-electron/preload.cjs as a sandboxed preload against `standIn`. */
export function runBuiltPreload(standIn: ElectronStandIn): void {
  requireBuild()
  const sandboxRequire = (id: string): unknown => {
    if (id === 'electron') return standIn.module
    throw new Error(`a sandboxed preload cannot require ${id}`)
  }
  const module = { exports: {} }
  const body = compileFunction(readFileSync(PRELOAD, 'utf8'), ['require', 'module', 'exports'], {
    filename: PRELOAD,
  })
  body(sandboxRequire, module, module.exports)
}
