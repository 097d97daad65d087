// Plain JS (not .ts) so ESLint loads it natively, without jiti or the unstable native-TS flag.
import { builtinModules } from 'node:module'
import { posix, relative, sep } from 'node:path'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The TypeScript variant of no-restricted-imports: same options, plus allowTypeImports for "shared/ types".
const RESTRICT = '@typescript-eslint/no-restricted-imports'
const TS_FILES = ['**/*.ts', '**/*.tsx']

const LAYERS = 'see "Layers" in HOUSE_STYLE.md'

/** Only named exports (HOUSE_STYLE.md): a no-restricted-syntax list, repeated wherever that rule is set again. */
const NAMED_EXPORTS_ONLY = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports only (HOUSE_STYLE.md).' },
  {
    selector: 'ExportSpecifier[exported.name="default"]',
    message: 'Use named exports only (HOUSE_STYLE.md).',
  },
]

/** The renderer files whose words are all in the catalogues (docs/i18n.md, "Catalogues"). */
const I18N_CONVERTED = [
  'renderer/src/app/app.tsx',
  'renderer/src/app/top-bar.tsx',
  'renderer/src/app/side-nav.tsx',
  'renderer/src/app/language-settings.tsx',
  'renderer/src/components/theme-toggle.tsx',
  'renderer/src/components/command-keys.tsx',
  'renderer/src/app/welcome.tsx',
  'renderer/src/features/settings/settings-view.tsx',
  'renderer/src/components/time-span-picker.tsx',
  'renderer/src/components/error-panel.tsx',
  'renderer/src/features/command-palette/command-palette.tsx',
  'renderer/src/app/route-view.tsx',
  'renderer/src/app/startup-notices.tsx',
  'renderer/src/app/first-screen.tsx',
  'renderer/src/app/locale-root.tsx',
  'renderer/src/components/view-loading.tsx',
  'renderer/src/components/back-link.tsx',
  'renderer/src/components/copy-path.tsx',
  'renderer/src/components/show-in-folder.tsx',
  'renderer/src/components/last-failure-notice.tsx',
  'renderer/src/components/why-unavailable.tsx',
  'renderer/src/components/demo-notice.tsx',
  'renderer/src/components/relative-time.tsx',
  'renderer/src/components/stale-notice.tsx',
  'renderer/src/components/confirm-dialog.tsx',
  'renderer/src/components/view-error-boundary.tsx',
  'renderer/src/components/copy-buttons.tsx',
  'renderer/src/components/dash.tsx',
  'renderer/src/components/verified-badge.tsx',
  'renderer/src/components/empty-state.tsx',
  'renderer/src/components/segmented-picker.tsx',
  'renderer/src/components/url-text.tsx',
  'renderer/src/components/line-chart.tsx',
  'renderer/src/features/usage/usage-view.tsx',
  'renderer/src/features/usage/usage-history.tsx',
  'renderer/src/features/usage/usage-breakdown.tsx',
  'renderer/src/features/usage/scope-matrix.tsx',
  'renderer/src/features/usage/expiry-badge.tsx',
  'renderer/src/features/settings/updates-section.tsx',
  'renderer/src/features/settings/diagnostics-section.tsx',
  'renderer/src/features/settings/network-section.tsx',
  'renderer/src/features/settings/proxy-sign-in-dialog.tsx',
  'renderer/src/features/settings/catalogue-settings.tsx',
  'renderer/src/features/watch/*.{ts,tsx}',
  'renderer/src/features/stats/*.{ts,tsx}',
  'renderer/src/features/saved-views/*.{ts,tsx}',
  'renderer/src/features/bridge-detail/*.{ts,tsx}',
  'renderer/src/features/profiles/*.{ts,tsx}',
  'renderer/src/features/developer/**/*.{ts,tsx}',
  'renderer/src/features/bridges/table/*.{ts,tsx}',
  'renderer/src/features/keys/**/*.{ts,tsx}',
  'renderer/src/entities/key/key-state.ts',
  'renderer/src/entities/key/key-in-use-refusal.ts',
  'renderer/src/features/rate-limit/*.{ts,tsx}',
  // Written with their words in the catalogues from the start.
  'renderer/src/features/bulk/*.{ts,tsx}',
  'renderer/src/features/compare/*.{ts,tsx}',
  'renderer/src/features/changes/*.{ts,tsx}',
  'renderer/src/features/bridges/by-suggestor-chip.tsx',
  'renderer/src/components/compare-chooser.tsx',
  'renderer/src/components/compare-link.tsx',
  'renderer/src/features/bridges/bridge-filters.tsx',
  'renderer/src/features/bridges/bridge-list.tsx',
  'renderer/src/features/bridges/bridge-row.tsx',
  'renderer/src/features/bridges/bridges-view.tsx',
  'renderer/src/features/bridges/catalogue-words.ts',
  'renderer/src/features/bridges/category-field.tsx',
  'renderer/src/features/bridges/category-options.tsx',
  'renderer/src/features/bridges/count-line.tsx',
  'renderer/src/features/bridges/display-switch.tsx',
  'renderer/src/features/bridges/export-panel.tsx',
  'renderer/src/features/bridges/export-query.ts',
  'renderer/src/features/bridges/export-text.ts',
  'renderer/src/features/bridges/facet-line.tsx',
  'renderer/src/features/bridges/insights-toggle.tsx',
  'renderer/src/features/bridges/list-empty.tsx',
  'renderer/src/features/bridges/list-header.tsx',
  'renderer/src/features/bridges/list-rows.tsx',
  'renderer/src/features/bridges/list-skeleton.tsx',
  'renderer/src/features/bridges/list-sort.tsx',
  'renderer/src/features/bridges/place-notes.ts',
  'renderer/src/features/bridges/range-filters.tsx',
  'renderer/src/features/bridges/refusal-above.tsx',
  'renderer/src/features/bridges/suggestors-filter.tsx',
  'renderer/src/entities/catalogue/bridge-name.tsx',
  'renderer/src/entities/catalogue/catalogue-status-line.tsx',
  'renderer/src/entities/rate-limit/wait-words.ts',
  'renderer/src/entities/rate-limit/waiting-for.tsx',
  'renderer/src/entities/bridge/list-end.ts',
  'renderer/src/components/scope-switch.tsx',
]

/** Words written in JSX: two letters or more in text, or in a label, title or placeholder a person reads. */
const RAW_WORDS = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: 'Words come from the message catalogue: t(id) or rich(id, …) (docs/i18n.md).',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: 'Words come from the message catalogue: t(id) (docs/i18n.md).',
  },
]
const BUILTINS = new Set(builtinModules)

/**
 * What each layer MAY import (VS Code's `code-layering`): the folder decides the layer, and an import is
 * reported unless its target is on the layer's list. Targets are layers, `node` (built-ins), `electron` and
 * `npm` (any other package); `…:type` allows `import type` only. The first matching folder wins.
 */
const RENDERER_BASE = ['shared', 'renderer-lib', 'renderer-store', 'npm']
const ALLOWED = [
  { layer: 'shared', under: 'shared/', may: ['shared', 'npm:type'] },
  { layer: 'core', under: 'electron/core/', may: ['shared', 'core', 'node', 'npm'] },
  { layer: 'service', under: 'electron/service/', may: ['shared', 'service', 'node', 'npm'] },
  // Plain Node: the browser preview loads it too, so never electron.
  { layer: 'host', under: 'electron/host/', may: ['shared', 'core', 'service', 'host', 'node', 'npm'] },
  {
    layer: 'preview',
    under: 'electron/preview/',
    may: ['shared', 'core', 'host', 'shell', 'preview', 'node', 'npm'],
  },
  // The shell, by concern (window/, deep-links/, ipc/, preload/, protocol/, menu/, dialogs/, security/,
  // lifecycle/): each folder holds a concern's pure part and its Electron part side by side, and the file name
  // says the environment (Signal-Desktop; HOUSE_STYLE.md "The shape of the house"). Only a `*.main.ts` or
  // `*.preload.ts` file may import electron, so everything else is tested without Electron, and a pure file may
  // not import an Electron part. main.ts starts the host and wires the rest; the parts never reach the host.
  {
    layer: 'shell-main',
    under: 'electron/',
    suffix: '.main.ts',
    may: ['shared', 'core:type', 'shell', 'shell-main', 'electron', 'node'],
  },
  { layer: 'preload', under: 'electron/', suffix: '.preload.ts', may: ['shared', 'shell', 'electron'] },
  {
    layer: 'main',
    under: 'electron/main.ts',
    may: ['shared', 'core', 'host', 'shell', 'shell-main', 'electron', 'node', 'npm'],
  },
  { layer: 'shell', under: 'electron/', may: ['shared', 'core', 'shell', 'node', 'npm'] },
  // Renderer (HOUSE_STYLE.md "Layers"): app → features → entities → components → lib. app/ is the only folder
  // that knows every feature (through their index.ts) and passes cross-feature pieces in as props; a feature
  // imports no other feature; an entity (query options and small views several features show) no other entity.
  // The zustand store (UI state only, one store of slices) sits at the bottom beside lib/: every layer may read
  // it, and it imports only lib/ and shared/, so it can never reach a feature.
  { layer: 'renderer-lib', under: 'renderer/src/lib/', may: RENDERER_BASE },
  { layer: 'renderer-store', under: 'renderer/src/store/', may: RENDERER_BASE },
  {
    layer: 'renderer-components',
    under: 'renderer/src/components/',
    may: [...RENDERER_BASE, 'renderer-components'],
  },
  {
    layer: 'renderer-entities',
    under: 'renderer/src/entities/',
    may: [...RENDERER_BASE, 'renderer-components', 'same-entity'],
  },
  {
    layer: 'feature',
    under: 'renderer/src/features/',
    may: [...RENDERER_BASE, 'renderer-components', 'renderer-entities', 'same-feature'],
  },
  {
    layer: 'renderer-app',
    under: 'renderer/src/app/',
    may: [...RENDERER_BASE, 'renderer-components', 'renderer-entities', 'renderer-app', 'feature-entry'],
  },
  // The entries (main.tsx, boot.tsx) and the styles: they start app/ and never reach below it for a feature.
  {
    layer: 'renderer',
    under: 'renderer/',
    may: [...RENDERER_BASE, 'renderer-components', 'renderer-app', 'renderer'],
  },
]

const layerOf = (path) =>
  ALLOWED.find((l) => (path === l.under || path.startsWith(l.under)) && path.endsWith(l.suffix ?? '')) ?? null
/** How a layer is named in a message: its folder, and its file suffix when it has one. */
const whereOf = (layer) => (layer.suffix ? `${layer.under}**/*${layer.suffix}` : layer.under)
/** `renderer/src/features/<name>/…` → name. */
const featureOf = (path) => /^renderer\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null
/** `renderer/src/entities/<name>/…` → name. */
const entityOf = (path) => /^renderer\/src\/entities\/([^/]+)\//.exec(path)?.[1] ?? null

/** The layer an import specifier reaches from `fromPath` (repository-relative). */
function targetOf(fromPath, spec) {
  if (spec.startsWith('.')) {
    const to = posix.normalize(posix.join(posix.dirname(fromPath), spec))
    if (to.startsWith('../')) return { name: 'outside the repository', path: to }
    const feature = featureOf(to)
    if (feature !== null) {
      const entry = /^renderer\/src\/features\/[^/]+\/index\.ts$/.test(to)
      return feature === featureOf(fromPath)
        ? { name: 'same-feature', path: to }
        : { name: entry ? 'feature-entry' : 'feature internals', path: to }
    }
    const entity = entityOf(to)
    if (entity !== null && entity === entityOf(fromPath)) return { name: 'same-entity', path: to }
    return { name: layerOf(to)?.layer ?? to, path: to }
  }
  if (spec === 'electron' || spec.startsWith('electron/')) return { name: 'electron', path: spec }
  if (spec.startsWith('node:') || BUILTINS.has(spec.split('/')[0])) return { name: 'node', path: spec }
  return { name: 'npm', path: spec }
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))

/** The allow-list rule: reports each import whose target is not on its layer's list. */
const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Each folder imports only what its layer may import (HOUSE_STYLE.md "Layers").' },
    schema: [],
  },
  create(context) {
    const fromPath = relative(context.cwd, context.filename).split(sep).join('/')
    const layer = layerOf(fromPath)
    if (!layer) return {}
    const check = (node, source, typeOnly) => {
      if (typeof source?.value !== 'string') return
      const target = targetOf(fromPath, source.value)
      const allowed =
        layer.may.includes(target.name) || (typeOnly && layer.may.includes(`${target.name}:type`))
      if (allowed) return
      const typeNote = layer.may.includes(`${target.name}:type`) ? ' except with "import type"' : ''
      const hints = {
        'feature internals':
          ' Move the shared piece to entities/, components/ or lib/, or have app/ pass it in as a prop.',
        'feature-entry':
          ' Move the shared piece to entities/, components/ or lib/, or have app/ pass it in as a prop.',
        electron:
          layer.layer === 'shell' ? ' Only a *.main.ts or *.preload.ts file may import electron.' : '',
        'shell-main':
          layer.layer === 'shell' ? ' A pure part may not import an Electron part (*.main.ts).' : '',
      }
      const hint = hints[target.name] ?? ''
      context.report({
        node: source,
        message: `${whereOf(layer)} may not import ${target.path} (${target.name})${typeNote}; layer ${layer.layer} may import ${layer.may.join(', ')} (${LAYERS}).${hint}`,
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source, false),
      TSImportType: (node) => {
        const lit = node.argument?.literal ?? node.argument
        if (lit?.type === 'Literal') check(node, lit, true)
      },
    }
  },
}

/** One named-import restriction: forbidden paths and patterns, combined with `rule(...)`. */
const part = (paths = [], patterns = []) => ({ paths, patterns })
const regex = (re, message, extra = {}) => ({ regex: re, caseSensitive: true, message, ...extra })

// GitHub Desktop's rule: only the typed wrappers touch ipcMain/ipcRenderer, so channels cannot drift.
const ipcOnlyInWrappers = part([
  {
    name: 'electron',
    importNames: ['ipcMain', 'ipcRenderer'],
    message: 'Use the typed IPC wrappers in electron/ipc/ instead of ipcMain/ipcRenderer.',
  },
  {
    name: 'electron/main',
    importNames: ['ipcMain'],
    message: 'Use the typed IPC wrappers in electron/ipc/.',
  },
  {
    name: 'electron/renderer',
    importNames: ['ipcRenderer'],
    message: 'Use the typed IPC wrappers in electron/preload/.',
  },
])

const preloadOnly = part(
  [
    {
      name: 'electron',
      allowImportNames: ['contextBridge', 'ipcRenderer'],
      message: 'The preload may import only contextBridge and ipcRenderer from electron.',
    },
  ],
  [
    regex('^(?![./])(?!electron$)', 'The preload may import only electron and shared/ types.'),
    regex(
      '^(?!\\.\\./\\.\\./shared/|\\./preload-api\\.ts$)\\.',
      'The preload may import only electron, shared/ types, the contract and preload/preload-api.ts.',
    ),
    // Values only from the contract (the channel table the API is built from): Vite bundles them into
    // preload.cjs, so the sandboxed preload still requires nothing but electron at run time.
    regex(
      '^\\.\\./\\.\\./shared/(?!ipc/contract\\.ts$)',
      'The preload may import shared/ with "import type" only.',
      {
        allowTypeImports: true,
      },
    ),
  ],
)

// electron/preload/preload-api.ts is bundled into the sandboxed preload: shared/ only, values from the contract only.
const preloadApiOnly = part(
  [],
  [
    regex('^(?![./])', 'preload-api.ts is bundled into the preload: it may import only shared/.'),
    regex(
      '^(?!\\.\\./\\.\\./shared/)\\.',
      'preload-api.ts is bundled into the preload: it may import only shared/.',
    ),
    regex(
      '^\\.\\./\\.\\./shared/(?!ipc/contract\\.ts$)',
      'preload-api.ts may import shared/ with "import type" only.',
      {
        allowTypeImports: true,
      },
    ),
  ],
)

/** A config object forbidding the union of the given parts in `files` (a later object replaces, not merges). */
const rule = (name, files, ...parts) => ({
  name: `layers/${name}`,
  files,
  rules: {
    [RESTRICT]: [
      'error',
      { paths: parts.flatMap((p) => p.paths), patterns: parts.flatMap((p) => p.patterns) },
    ],
  },
})

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-electron/',
    'release/',
    'coverage/',
    '.cache/',
    'test-results/',
    'playwright-report/',
    'shared/api/schema.gen.ts',
    'tests/fixtures/lint/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  { languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node } },
  {
    name: 'project/typescript',
    files: TS_FILES,
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    name: 'project/renderer',
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'project/named-exports-only',
    files: ['electron/**/*.ts', 'shared/**/*.ts', 'renderer/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NAMED_EXPORTS_ONLY] },
  },
  // Words come from the message catalogues (docs/i18n.md): raw text in JSX, or in a label a person reads, is
  // refused in the files converted so far; each file joins I18N_CONVERTED as its words move to the catalogues.
  {
    name: 'i18n/no-raw-words',
    files: I18N_CONVERTED,
    rules: { 'no-restricted-syntax': ['error', ...NAMED_EXPORTS_ONLY, ...RAW_WORDS] },
  },
  {
    name: 'layers/allowed-imports',
    files: ['electron/**/*.ts', 'shared/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'allowed-imports': allowedImports } } },
    rules: { 'layers/allowed-imports': 'error' },
  },
  // Named-import rules on top of the layers: later objects override earlier ones for the same files.
  rule('electron-ipc-wrappers', ['electron/**/*.ts'], ipcOnlyInWrappers),
  { name: 'layers/electron-ipc', files: ['electron/ipc/**/*.ts'], rules: { [RESTRICT]: 'off' } },
  // HOUSE_STYLE.md "Layers": core/app/ is the composition root; no other core folder imports it, or a domain would
  // reach every domain through it. The rest of electron/ (host, preview, ipc, main) may. It repeats
  // ipcOnlyInWrappers because a later object replaces the rule for the same files instead of merging.
  {
    ...rule(
      'core-not-app',
      ['electron/core/**/*.ts'],
      ipcOnlyInWrappers,
      part(
        [],
        [
          regex(
            '^\\.\\.?/(?:\\.\\./)*(?:core/)?app/',
            'electron/core/app/ is the composition root: no core folder imports it; move what both need into a lower core folder (HOUSE_STYLE.md "Layers").',
          ),
        ],
      ),
    ),
    ignores: ['electron/core/app/**'],
  },
  rule('electron-preload-api', ['electron/preload/preload-api.ts'], preloadApiOnly),
  rule('electron-preload', ['electron/**/*.preload.ts'], preloadOnly),
  // Main → renderer events go through the contract-typed sendEvent (electron/ipc/send-event.main.ts), never a raw
  // `.send(` on a web contents (GitHub Desktop has the same ban): a raw send can name any channel and payload.
  {
    name: 'ipc/typed-events',
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['electron/ipc/send-event.main.ts'],
    plugins: {
      ipc: {
        rules: {
          'no-raw-send': {
            meta: {
              type: 'problem',
              docs: { description: 'Send main → renderer events only through sendEvent().' },
              schema: [],
            },
            create(context) {
              // `x.webContents.send(`, `contents.send(`, `event.sender.send(`, `webContents.fromId(1)?.send(`…
              const webContentsLike = /(webContents|contents|sender)\b/i
              return {
                CallExpression(node) {
                  const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee
                  if (callee.type !== 'MemberExpression') return
                  const name = callee.computed ? callee.property.value : callee.property.name
                  if (name !== 'send') return
                  if (!webContentsLike.test(context.sourceCode.getText(callee.object))) return
                  context.report({
                    node,
                    message:
                      'Send events to the renderer with sendEvent() from electron/ipc/send-event.main.ts (typed by the contract), not a raw webContents.send.',
                  })
                },
              }
            },
          },
        },
      },
    },
    rules: { 'ipc/no-raw-send': 'error' },
  },
])
