import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin } from 'vite'
import electron from 'vite-plugin-electron/simple'
import type * as MessagePartsModule from './build/message-parts.ts'

// Absolute paths: the renderer's root is renderer/, and vite-plugin-electron resolves main/preload from it.
const here = import.meta.dirname
const at = (...parts: string[]): string => resolve(here, ...parts)
const electronOut = at('dist-electron')
/** The first screen's SSR entry and where its build goes (main and the preview load it from there). */
const ssrEntry = at('renderer/src/ssr/first-screen.server.tsx')
const ssrOut = at('dist/ssr')

/**
 * After the renderer's build, Vite's SSR build of the first screen (the same as `vite build --ssr <entry>`), so
 * every `vite build` (npm run build, start, dist, the preview's ensure-build) leaves both, never one without the
 * other.
 */
function firstScreenBuild(): Plugin {
  return {
    name: 'first-screen-ssr-build',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    async closeBundle() {
      await build({ configFile: at('vite.config.ts'), build: { ssr: ssrEntry }, logLevel: 'warn' })
    },
  }
}

/**
 * The SSR build: one self-contained ES module (React and the components bundled in), so main and the preview
 * load the built file and nothing under electron/ imports renderer source (README.md, Architecture).
 */
const ssrConfig = defineConfig({
  root: at('renderer'),
  base: './',
  plugins: [react()],
  // React's production builds (the SSR build leaves process.env alone, and main's is not "production").
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: ssrEntry,
    outDir: ssrOut,
    emptyOutDir: true,
    // One file: the views loaded later are part of it rather than chunks beside it.
    rolldownOptions: { output: { entryFileNames: 'first-screen.js', format: 'es', codeSplitting: false } },
  },
})

/**
 * The boot chunk's stylesheet linked in the documents themselves: the entries import that chunk only after the
 * drawn document has been painted (lib/first-screen-paint.ts), and its styles must be there for that paint, not
 * come with the script (the first screen would be drawn unstyled, then move).
 */
function bootStylesInDocument(): Plugin {
  return {
    name: 'boot-styles-in-document',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'boot')
        const css = boot?.type === 'chunk' ? [...(boot.viteMetadata?.importedCss ?? [])] : []
        return css.map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `./${href}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The renderer's catalogues in parts (docs/i18n.md, "Size cost"; the split is build/message-parts.ts's): each
 * language's boot part (the shell's and the first screen's messages) and each view's part are a chunk of their
 * own, holding the messages' words only (the translators' notes stay in the sources). Replaces
 * renderer/src/lib/message-parts.ts, whose own body (every part the whole catalogue) is what Node runs.
 */
function messagePartsBuild(): Plugin {
  let code = new Map<string, string>()
  let prefix: string | null = null
  return {
    name: 'message-parts',
    apply: 'build',
    async buildStart() {
      // Loaded by Node at build time, not bundled into the config: the sources as the tests read them.
      const { partModules, PART_PREFIX } = (await import(
        pathToFileURL(at('build/message-parts.ts')).href
      )) as typeof MessagePartsModule
      prefix = PART_PREFIX
      code = partModules(here, at('renderer/src/lib/message-parts.ts'))
    },
    resolveId(id) {
      return prefix !== null && id.startsWith(prefix) ? `\0${id}` : null
    },
    load(id) {
      return code.get(id) ?? null
    },
  }
}
// vite-plugin-electron only spawns Electron from the dev server (`vite serve`); `vite build` just bundles,
// so the build works on machines without the Electron binary.
export default defineConfig(({ isSsrBuild }) => (isSsrBuild === true ? ssrConfig : clientConfig))

const clientConfig = defineConfig({
  root: at('renderer'),
  base: './',
  build: {
    outDir: at('dist/renderer'),
    emptyOutDir: true,
    // Two pages, two transports: index.html (Electron, preload bridge only) and preview.html (the browser
    // preview's HTTP transport). The transport is injected by the entry, so index.html's bundle has none of it.
    rolldownOptions: {
      input: { index: at('renderer/index.html'), preview: at('renderer/preview.html') },
      // One chunk for the first screen: boot.tsx and everything it imports (a group takes its modules'
      // dependencies with it). Left to itself, the bundler makes two dozen small chunks of the modules shared by
      // the two pages and the views loaded later, and a start waits for every one of them.
      // The entries' own few modules (the way to the app, the channel tables, the wait for the first paint, Vite's
      // preload helper; never the preview's HTTP transport, which index.html must not hold) are a chunk of their own, so an entry can let the drawn document paint before the boot chunk is evaluated
      // (lib/first-screen-paint.ts): a static import of the boot chunk would evaluate it first.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'entry',
              priority: 2,
              test: /preload-helper|[\\/]shared[\\/]ipc[\\/]|[\\/]renderer[\\/]src[\\/](start|lib[\\/](explorer|first-screen-paint|next-task))\.ts$/,
            },
            // The libraries, evaluated one task before the app's code (renderer/src/start.ts).
            {
              name: 'libraries',
              priority: 3,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|[\\/]renderer[\\/]src[\\/]boot-libraries\.ts$/,
            },
            { name: 'boot', priority: 1, test: /[\\/]renderer[\\/]src[\\/]boot\.tsx$/ },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    messagePartsBuild(),
    bootStylesInDocument(),
    firstScreenBuild(),
    electron({
      main: {
        entry: at('electron/main.ts'),
        vite: {
          build: {
            outDir: electronOut,
            // keytar is a native addon: it must be loaded from node_modules at run time, never bundled.
            // electron and Node built-ins are externalized by the plugin itself.
            rolldownOptions: { external: ['keytar'] },
          },
        },
      },
      preload: {
        input: at('electron/preload/entry.preload.ts'),
        vite: {
          build: {
            outDir: electronOut,
            // Sandboxed preloads cannot load ES modules: one CommonJS file with the .cjs extension,
            // because package.json says "type": "module".
            rolldownOptions: { output: { format: 'cjs', entryFileNames: 'preload.cjs' } },
          },
        },
      },
    }),
  ],
})
