// Plain JS (not .ts) so ESLint loads it natively, without jiti or the unstable native-TS flag.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The TypeScript variant of no-restricted-imports: same options, plus allowTypeImports for "shared/ types".
const RESTRICT = '@typescript-eslint/no-restricted-imports'
const TS_FILES = ['**/*.ts', '**/*.tsx']

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const bareBuiltins = builtinModules.filter((m) => !m.startsWith('node:')).map(escapeRe)
const BUILTIN_RE = `node:.*|(?:${bareBuiltins.join('|')})(?:/.*)?`
const LAYERS = 'see "Layers" in HOUSE_STYLE.md'

/** One layer restriction: a set of forbidden paths and patterns, combined with `rule(...)`. */
const part = (paths = [], patterns = []) => ({ paths, patterns })
const regex = (re, message, extra = {}) => ({ regex: re, caseSensitive: true, message, ...extra })

const noElectron = (where) =>
  part(
    [{ name: 'electron', message: `${where} must not import electron (${LAYERS}).` }],
    [regex('^electron/', `${where} must not import electron (${LAYERS}).`)],
  )
const noNodeBuiltins = (where) =>
  part([], [regex(`^(?:${BUILTIN_RE})$`, `${where} must not import Node built-ins (${LAYERS}).`)])
const noRelativeInto = (dir, where) =>
  part([], [regex(`^\\.{1,2}/(?:.*/)?${dir}(?:/|$)`, `${where} must not import ${dir}/ (${LAYERS}).`)])

// shared/ may use npm packages for types only (its code runs on both sides, bundled or not).
const sharedNpmTypesOnly = part(
  [],
  [
    regex(
      `^(?![./]|electron(?:/|$)|(?:${BUILTIN_RE})$)`,
      `shared/ may import npm packages only with "import type" (${LAYERS}).`,
      { allowTypeImports: true },
    ),
  ],
)
// A relative path with as many "../" as the file is deep leaves shared/: forbid exactly that.
const sharedEscape = (depth) =>
  part([], [regex(`^(?:\\./)?(?:\\.\\./){${depth}}`, `shared/ imports only shared/ (${LAYERS}).`)])

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
    message: 'Use the typed IPC wrappers in electron/preload.ts.',
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
      '^(?!\\.\\./shared/|\\./shell/preload-api\\.ts$)\\.',
      'The preload may import only electron, shared/ types, the contract and shell/preload-api.ts.',
    ),
    // Values only from the contract (the channel table the API is built from): Vite bundles them into
    // preload.cjs, so the sandboxed preload still requires nothing but electron at run time.
    regex(
      '^\\.\\./shared/(?!ipc/contract\\.ts$)',
      'The preload may import shared/ with "import type" only.',
      {
        allowTypeImports: true,
      },
    ),
  ],
)

// electron/shell/preload-api.ts is bundled into the sandboxed preload: shared/ only, values from the contract only.
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

const sharedLayers = [1, 2, 3, 4, 5, 6, 7, 8].map((depth) =>
  rule(
    `shared-depth-${depth}`,
    [`shared/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    noElectron('shared/'),
    noNodeBuiltins('shared/'),
    sharedNpmTypesOnly,
    sharedEscape(depth),
  ),
)

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
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports only (HOUSE_STYLE.md).' },
        {
          selector: 'ExportSpecifier[exported.name="default"]',
          message: 'Use named exports only (HOUSE_STYLE.md).',
        },
      ],
    },
  },
  // Layer rules: later objects override earlier ones for the same files, so each lists its full set.
  rule('electron', ['electron/**/*.ts'], noRelativeInto('renderer', 'electron/'), ipcOnlyInWrappers),
  rule('electron-ipc', ['electron/ipc/**/*.ts'], noRelativeInto('renderer', 'electron/')),
  rule(
    'electron-core',
    ['electron/core/**/*.ts', 'electron/service/**/*.ts'],
    noElectron('electron/core/ and electron/service/'),
    noRelativeInto('renderer', 'electron/'),
  ),
  // The browser preview runs the core in plain Node: the same restrictions as electron/core/.
  rule(
    'electron-preview',
    ['electron/preview/**/*.ts'],
    noElectron('electron/preview/'),
    noRelativeInto('renderer', 'electron/'),
  ),
  // electron/shell/ holds the shell's decisions as plain functions, unit-tested without Electron.
  rule(
    'electron-shell',
    ['electron/shell/**/*.ts'],
    noElectron('electron/shell/'),
    noRelativeInto('renderer', 'electron/'),
  ),
  rule('electron-preload-api', ['electron/shell/preload-api.ts'], preloadApiOnly),
  rule('electron-preload', ['electron/preload.ts'], preloadOnly),
  rule(
    'renderer',
    ['renderer/**/*.{ts,tsx}'],
    noElectron('renderer/'),
    noNodeBuiltins('renderer/'),
    noRelativeInto('electron', 'renderer/'),
  ),
  ...sharedLayers,
])
