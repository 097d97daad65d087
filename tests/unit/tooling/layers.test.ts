// The layer rules of HOUSE_STYLE.md, checked through the real ESLint config of the repository.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') })
// The allow-list per folder, and the named-import rules (ipcMain, the preload) on top of it.
const RULES = new Set(['layers/allowed-imports', '@typescript-eslint/no-restricted-imports'])

/** Lints `code` as if it were the file `filePath` and returns the layer-rule messages. */
async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  assert.ok(result, 'ESLint returned no result')
  return result.messages.filter((m) => m.ruleId !== null && RULES.has(m.ruleId)).map((m) => m.message)
}

async function assertReported(filePath: string, code: string, expected: RegExp): Promise<void> {
  const messages = await layerMessages(filePath, code)
  assert.ok(
    messages.some((m) => expected.test(m)),
    `expected a layer error matching ${String(expected)} in ${filePath}, got ${JSON.stringify(messages)}`,
  )
}

async function assertAllowed(filePath: string, code: string): Promise<void> {
  assert.deepEqual(await layerMessages(filePath, code), [])
}

describe('forbidden imports are reported', () => {
  test('shared/ may not import a Node built-in (node:fs)', async () => {
    await assertReported(
      'shared/x.ts',
      "import { readFile } from 'node:fs'\nexport const a = readFile\n",
      /\(node\)/,
    )
  })

  test('shared/ may not import a bare Node built-in (path)', async () => {
    await assertReported(
      'shared/api/x.ts',
      "import { join } from 'path'\nexport const a = join\n",
      /\(node\)/,
    )
  })

  test('shared/ may not import electron', async () => {
    await assertReported('shared/x.ts', "import { app } from 'electron'\nexport const a = app\n", /electron/)
  })

  test('shared/ may not reach electron/ through a relative path', async () => {
    await assertReported(
      'shared/x.ts',
      "import { x } from '../electron/core/x.ts'\nexport const a = x\n",
      /\(core\)/,
    )
    await assertReported(
      'shared/api/x.ts',
      "import { x } from '../../electron/core/x.ts'\nexport const a = x\n",
      /\(core\)/,
    )
  })

  test('shared/ may import npm packages for types only', async () => {
    await assertReported(
      'shared/x.ts',
      "import { parse } from 'yaml'\nexport const a = parse\n",
      /import type/,
    )
  })

  test('electron/core/ may not import electron', async () => {
    await assertReported(
      'electron/core/x.ts',
      "import { app } from 'electron'\nexport const a = app\n",
      /electron/,
    )
  })

  test('electron/service/ may not import electron', async () => {
    await assertReported(
      'electron/service/x.ts',
      "import { net } from 'electron/main'\nexport const a = net\n",
      /electron/,
    )
    await assertReported(
      'electron/service/x.ts',
      "import { app } from 'electron'\nexport const a = app\n",
      /electron/,
    )
  })

  test('electron/core/ may not import renderer/', async () => {
    await assertReported(
      'electron/core/x.ts',
      "import { App } from '../../renderer/src/app/app.tsx'\nexport const a = App\n",
      /\(renderer-app\)/,
    )
  })

  test('renderer/ may not import a Node built-in (node:path)', async () => {
    await assertReported(
      'renderer/src/x.ts',
      "import { join } from 'node:path'\nexport const a = join\n",
      /\(node\)/,
    )
  })

  test('renderer/ may not import electron', async () => {
    await assertReported(
      'renderer/src/x.ts',
      "import { ipcRenderer } from 'electron'\nexport const a = ipcRenderer\n",
      /electron/,
    )
  })

  test('renderer/ may not import electron/ through a relative path', async () => {
    await assertReported(
      'renderer/src/x.tsx',
      "import { x } from '../../electron/core/x.ts'\nexport const a = x\n",
      /\(core\)/,
    )
  })

  test('ipcMain may not be imported outside electron/ipc/', async () => {
    await assertReported(
      'electron/main.ts',
      "import { app, ipcMain } from 'electron'\nexport const a = [app, ipcMain]\n",
      /IPC wrappers/,
    )
  })

  test('the preload may not import other electron modules, Node built-ins or shared/ values', async () => {
    await assertReported(
      'electron/preload/entry.preload.ts',
      "import { shell } from 'electron'\nexport const a = shell\n",
      /contextBridge/,
    )
    await assertReported(
      'electron/preload/entry.preload.ts',
      "import { readFileSync } from 'node:fs'\nexport const a = readFileSync\n",
      /preload/,
    )
    await assertReported(
      'electron/preload/entry.preload.ts',
      "import { x } from '../core/x.ts'\nexport const a = x\n",
      /preload/,
    )
    await assertReported(
      'electron/preload/entry.preload.ts',
      "import { x } from '../../shared/x.ts'\nexport const a = x\n",
      /import type/,
    )
  })
})

describe('the escapes found by probing the old config are reported', () => {
  test('electron/host/ may not import electron (the plain-Node preview loads it)', async () => {
    await assertReported(
      'electron/host/x.ts',
      "import { app } from 'electron'\nexport const a = app\n",
      /host\/ may not import electron/,
    )
  })

  for (const [folder, layer] of [
    ['service', 'service'],
    ['host', 'host'],
    ['window', 'shell'],
    ['ipc', 'shell'],
    ['preview', 'preview'],
  ] as const) {
    test(`electron/core/ may not import electron/${folder}/`, async () => {
      await assertReported(
        'electron/core/explorer/x.ts',
        `import { x } from '../../${folder}/x.ts'\nexport const a = x\n`,
        new RegExp(`\\(${layer}\\)`),
      )
    })
  }

  test('electron/core/ may not reach the main process or the preload', async () => {
    await assertReported('electron/core/x.ts', "import '../main.ts'\n", /\(main\)/)
    await assertReported('electron/core/x.ts', "import '../preload/entry.preload.ts'\n", /\(preload\)/)
  })

  test("electron/service/ may not import the core, the shell's folders may not import the host", async () => {
    await assertReported('electron/service/x.ts', "import '../core/api/index.ts'\n", /\(core\)/)
    await assertReported('electron/window/x.ts', "import '../host/index.ts'\n", /\(host\)/)
    await assertReported('electron/window/x.main.ts', "import '../host/index.ts'\n", /\(host\)/)
  })

  test('re-exports, dynamic imports and type-only imports are checked too', async () => {
    await assertReported('electron/core/x.ts', "export { x } from '../service/x.ts'\n", /\(service\)/)
    await assertReported('electron/core/x.ts', "export * from '../host/x.ts'\n", /\(host\)/)
    await assertReported(
      'electron/core/x.ts',
      "export async function f() { return import('../window/x.ts') }\n",
      /\(shell\)/,
    )
    await assertReported(
      'electron/core/x.ts',
      "import type { X } from '../service/x.ts'\nexport type Y = X\n",
      /\(service\)/,
    )
  })

  test('a path leaving the repository is reported', async () => {
    await assertReported('electron/core/x.ts', "import '../../../elsewhere/x.ts'\n", /outside the repository/)
  })
})

describe('renderer layers: app → features → entities → components → lib, and no feature imports another', () => {
  test("a feature may not import another feature's internals", async () => {
    await assertReported(
      'renderer/src/features/rate-limit/x.tsx',
      "import { StatsView } from '../stats/stats-view.tsx'\nexport const a = StatsView\n",
      /feature internals.*entities\//,
    )
  })

  test('a feature may not import another feature, not even its index.ts', async () => {
    await assertReported(
      'renderer/src/features/rate-limit/x.tsx',
      "import { StatsView } from '../stats/index.ts'\nexport const a = StatsView\n",
      /\(feature-entry\).*pass it in as a prop/,
    )
  })

  test('components/ may not import a feature', async () => {
    await assertReported(
      'renderer/src/components/x.tsx',
      "import { KeysView } from '../features/keys/index.ts'\nexport const a = KeysView\n",
      /\(feature-entry\)/,
    )
    await assertReported(
      'renderer/src/components/x.tsx',
      "import { KeysView } from '../features/keys/keys-view.tsx'\nexport const a = KeysView\n",
      /feature internals/,
    )
  })

  test('lib/ may not import a feature, and lib/ and store/ import no components', async () => {
    await assertReported(
      'renderer/src/lib/x.ts',
      "import { KeysView } from '../features/keys/index.ts'\nexport const a = KeysView\n",
      /feature-entry/,
    )
    await assertReported(
      'renderer/src/store/x.ts',
      "import { Dash } from '../components/dash.tsx'\nexport const a = Dash\n",
      /renderer-components/,
    )
  })

  test('entities/ may import no feature and no other entity', async () => {
    await assertReported(
      'renderer/src/entities/bridge/x.ts',
      "import { BridgesView } from '../../features/bridges/index.ts'\nexport const a = BridgesView\n",
      /\(feature-entry\)/,
    )
    await assertReported(
      'renderer/src/entities/bridge/x.ts',
      "import { profileOptions } from '../profile/profiles.queries.ts'\nexport const a = profileOptions\n",
      /\(renderer-entities\)/,
    )
  })

  test('nothing below app/ imports app/', async () => {
    const cases: readonly (readonly [string, string])[] = [
      ['renderer/src/features/keys/x.tsx', '../../app/pages.tsx'],
      ['renderer/src/entities/key/x.ts', '../../app/pages.tsx'],
      ['renderer/src/components/x.tsx', '../app/pages.tsx'],
      ['renderer/src/lib/x.ts', '../app/pages.tsx'],
      ['renderer/src/store/x.ts', '../app/pages.tsx'],
    ]
    for (const [file, spec] of cases) {
      await assertReported(
        file,
        `import { PAGES } from '${spec}'\nexport const a = PAGES\n`,
        /\(renderer-app\)/,
      )
    }
  })

  test('components/ and lib/ may not import entities/', async () => {
    await assertReported(
      'renderer/src/components/x.tsx',
      "import { keysQueries } from '../entities/key/keys.queries.ts'\nexport const a = keysQueries\n",
      /\(renderer-entities\)/,
    )
    await assertReported(
      'renderer/src/lib/x.ts',
      "import { keysQueries } from '../entities/key/keys.queries.ts'\nexport const a = keysQueries\n",
      /\(renderer-entities\)/,
    )
  })

  test('a feature may import its own files, entities, components, lib and the store', async () => {
    await assertAllowed(
      'renderer/src/features/rate-limit/x.tsx',
      [
        "import { LineChart } from '../../components/line-chart.tsx'",
        "import { keysQueries } from '../../entities/key/keys.queries.ts'",
        "import { navigate } from '../../lib/router.ts'",
        "import { useTheme } from '../../store/ui-store.ts'",
        "import { y } from './y.ts'",
        'export const a = [LineChart, keysQueries, navigate, useTheme, y]',
        '',
      ].join('\n'),
    )
  })

  test("app/ may import every feature's index.ts, entities and components", async () => {
    await assertAllowed(
      'renderer/src/app/x.tsx',
      "import { KeysView } from '../features/keys/index.ts'\nimport { keysQueries } from '../entities/key/keys.queries.ts'\nimport { Dash } from '../components/dash.tsx'\nexport const a = [KeysView, keysQueries, Dash]\n",
    )
    await assertReported(
      'renderer/src/app/x.tsx',
      "import { KeysView } from '../features/keys/keys-view.tsx'\nexport const a = KeysView\n",
      /feature internals/,
    )
  })

  test('an entity may import its own files', async () => {
    await assertAllowed(
      'renderer/src/entities/bridge/x.ts',
      "import { bridgeKeys } from './bridges.queries.ts'\nexport const a = bridgeKeys\n",
    )
  })
})

describe("electron/preview/ and the shell's pure parts (plain Node, tested without Electron)", () => {
  for (const file of ['electron/preview/probe.ts', 'electron/window/x.ts']) {
    test(`${file} may not import electron`, async () => {
      await assertReported(file, "import { app } from 'electron'\nexport const a = app\n", /\(electron\)/)
    })
  }

  test('electron/preview/ may not import renderer/', async () => {
    await assertReported(
      'electron/preview/probe.ts',
      "import { x } from '../../renderer/src/lib/explorer.ts'\nexport const a = x\n",
      /\(renderer-lib\)/,
    )
  })

  test("electron/preview/ may import Node built-ins, the host and shared/; the shell's pure parts Node and shared/", async () => {
    await assertAllowed(
      'electron/preview/probe.ts',
      "import { createServer } from 'node:http'\nimport { startExplorerHost } from '../host/index.ts'\n" +
        "import { invokeChannels } from '../../shared/ipc/contract.ts'\nexport const a = [createServer, startExplorerHost, invokeChannels]\n",
    )
    await assertAllowed(
      'electron/window/x.ts',
      "import { join } from 'node:path'\nimport { eventChannels } from '../../shared/ipc/contract.ts'\nexport const a = [join, eventChannels]\n",
    )
  })

  test('preload-api.ts may import contract values but no Node built-in, npm package or other shared/ value', async () => {
    const file = 'electron/preload/preload-api.ts'
    await assertAllowed(
      file,
      "import { invokeChannels } from '../../shared/ipc/contract.ts'\nexport const a = invokeChannels\n",
    )
    for (const code of [
      "import { join } from 'node:path'\nexport const a = join\n",
      "import { parse } from 'yaml'\nexport const a = parse\n",
      "import { str } from '../../shared/ipc/validate.ts'\nexport const a = str\n",
      "import { checkSender } from '../ipc/sender.ts'\nexport const a = checkSender\n",
    ]) {
      await assertReported(file, code, /preload/)
    }
  })
})

describe('the composition root (electron/core/app/)', () => {
  test('no electron/core folder may import core/app/, not even for a type', async () => {
    await assertReported(
      'electron/core/views/x.ts',
      "import { createExplorerCore } from '../app/index.ts'\nexport const a = createExplorerCore\n",
      /composition root/,
    )
    await assertReported(
      'electron/core/export/x.ts',
      "import type { HISTORY_MIGRATIONS } from '../app/history-migrations.ts'\nexport type A = typeof HISTORY_MIGRATIONS\n",
      /composition root/,
    )
  })

  test('core/app/ may import the domains, and the host may import core/app/', async () => {
    await assertAllowed(
      'electron/core/app/x.ts',
      "import { viewHandlers } from '../views/view-handlers.ts'\nexport const a = viewHandlers\n",
    )
    await assertAllowed(
      'electron/host/x.ts',
      "import { createExplorerCore } from '../core/app/index.ts'\nexport const a = createExplorerCore\n",
    )
  })

  test('the rule for core/app/ keeps ipcMain refused in electron/core/', async () => {
    await assertReported(
      'electron/core/views/x.ts',
      "import { ipcMain } from 'electron'\nexport const a = ipcMain\n",
      /typed IPC wrappers/,
    )
  })
})

describe('allowed imports are not reported', () => {
  test('the host may import the core and the service; the main process may import the host', async () => {
    await assertAllowed(
      'electron/host/x.ts',
      "import { a } from '../core/app/index.ts'\nimport { b } from '../service/index.ts'\nexport const c = [a, b]\n",
    )
    await assertAllowed('electron/main.ts', "import { a } from './host/index.ts'\nexport const c = a\n")
  })

  test('electron/core/ may import a Node built-in', async () => {
    await assertAllowed(
      'electron/core/x.ts',
      "import { readFile } from 'node:fs'\nexport const a = readFile\n",
    )
  })

  test('renderer/ may import react and shared/', async () => {
    await assertAllowed(
      'renderer/src/x.tsx',
      "import { useState } from 'react'\nimport type { Y } from '../../shared/y.ts'\nexport const a = useState\nexport type Z = Y\n",
    )
  })

  test('shared/ may import shared/ and npm types', async () => {
    await assertAllowed('shared/x.ts', "import { y } from './y.ts'\nexport const a = y\n")
    await assertAllowed(
      'shared/api/x.ts',
      "import { y } from '../y.ts'\nimport type { Document } from 'yaml'\nexport const a = y\nexport type D = Document\n",
    )
  })

  test("electron/ipc/'s Electron part may import ipcMain", async () => {
    await assertAllowed(
      'electron/ipc/keys.main.ts',
      "import { ipcMain } from 'electron'\nexport const a = ipcMain\n",
    )
  })

  test('the preload may import values from the IPC contract and preload/preload-api.ts only', async () => {
    await assertAllowed(
      'electron/preload/entry.preload.ts',
      "import { invokeChannels } from '../../shared/ipc/contract.ts'\nimport { buildExplorerApi } from './preload-api.ts'\nexport const a = [invokeChannels, buildExplorerApi]\n",
    )
    await assertReported(
      'electron/preload/entry.preload.ts',
      "import { str } from '../../shared/ipc/validate.ts'\nexport const a = str\n",
      /import type/,
    )
    await assertReported(
      'electron/preload/entry.preload.ts',
      "import { x } from '../ipc/sender.ts'\nexport const a = x\n",
      /preload/,
    )
  })

  test('the preload may import contextBridge, ipcRenderer and shared/ types', async () => {
    await assertAllowed(
      'electron/preload/entry.preload.ts',
      "import { contextBridge, ipcRenderer } from 'electron'\nimport type { Y } from '../../shared/y.ts'\nexport const a = [contextBridge, ipcRenderer]\nexport type Z = Y\n",
    )
  })
})

describe('other house rules', () => {
  test('default exports are reported in electron/, shared/ and renderer/src/', async () => {
    for (const filePath of ['electron/core/x.ts', 'shared/x.ts', 'renderer/src/x.tsx']) {
      const [result] = await eslint.lintText('const a = 1\nexport default a\n', { filePath })
      assert.ok(
        result?.messages.some((m) => m.ruleId === 'no-restricted-syntax'),
        `no default-export error in ${filePath}`,
      )
    }
  })

  test('a type used only as a type must be imported with import type', async () => {
    const [result] = await eslint.lintText("import { Y } from './y.ts'\nexport type Z = Y\n", {
      filePath: 'shared/x.ts',
    })
    assert.ok(result?.messages.some((m) => m.ruleId === '@typescript-eslint/consistent-type-imports'))
  })
})
