// The electron-builder config, checked offline: installers cannot be built here (no Electron download), so the
// config is validated with electron-builder's own schema validator and its references are checked on disk.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describe, test } from 'node:test'
import { parse } from 'yaml'
import { httpsFeed } from '../../../electron/updates/update-policy.ts'

const root = resolve(import.meta.dirname, '../../..')
const UPDATE_FEED_VARIABLE = 'BRIDGE_EXPLORER_UPDATE_FEED'
const require = createRequire(join(root, 'package.json'))
const configText = readFileSync(join(root, 'electron-builder.yml'), 'utf8')

interface BuilderConfig {
  files: string[]
  asarUnpack: string[]
  protocols: { schemes: string[] }[]
  electronFuses: Record<string, boolean>
  linux: { target: string[]; icon: string; desktop: { entry: Record<string, string> } }
  appImage: { executableArgs?: string[] }
  deb: Record<string, unknown>
  mac: { target: string[]; icon: string }
  win: { target: string[]; icon: string }
  productName: string
  appId: string
}
const config = parse(configText) as BuilderConfig

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path)
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${path} is not a PNG`)
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

/** Key=value pairs of the [Desktop Entry] group. */
function desktopEntry(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const line of text.split('\n')) {
    const eq = line.indexOf('=')
    if (eq > 0) entries.set(line.slice(0, eq), line.slice(eq + 1))
  }
  return entries
}

/** The desktop entry electron-builder's own AppImage target writes for this config (no build needed). */
async function appImageDesktopEntry(): Promise<Map<string, string>> {
  const { default: AppImageTarget } = require('app-builder-lib/out/targets/appimage/AppImageTarget.js') as {
    default: new (
      name: string,
      packager: unknown,
      helper: unknown,
      outDir: string,
    ) => { desktopEntry: { value: Promise<string> } }
  }
  const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper.js') as {
    LinuxTargetHelper: new (packager: unknown) => unknown
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string
    description: string
  }
  // The parts of electron-builder's LinuxPackager that the desktop entry reads.
  const packager = {
    config,
    platformSpecificBuildOptions: config.linux,
    executableName: 'bridge-explorer',
    fileAssociations: [],
    info: { metadata: pkg },
    appInfo: {
      productName: config.productName,
      sanitizedProductName: config.productName,
      description: pkg.description,
      buildVersion: pkg.version,
    },
  }
  const target = new AppImageTarget('', packager, new LinuxTargetHelper(packager), join(root, 'release'))
  return desktopEntry(await target.desktopEntry.value)
}

describe('electron-builder config', () => {
  test("it passes electron-builder's own schema validation", async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration: (config: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    await validateConfiguration(config, new DebugLogger(false))
  })

  test('it names the product and ships only the build output and package.json', () => {
    assert.equal(config.productName, 'Bridge Explorer')
    assert.match(config.appId, /^[a-z0-9.-]+$/)
    assert.deepEqual(config.files, [
      'dist/**/*',
      'dist-electron/**/*',
      'package.json',
      '!dist/renderer/preview.html',
      '!dist/renderer/assets/preview-*',
    ])
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string }
    assert.equal(pkg.main, 'dist-electron/main.js')
  })

  test("keytar's native addon is unpacked from the asar", () => {
    assert.ok(config.asarUnpack.some((glob) => glob.includes('keytar') && glob.endsWith('.node')))
  })

  test('the bridge-explorer scheme is registered, with its MIME type on Linux', () => {
    assert.deepEqual(
      config.protocols.flatMap((p) => p.schemes),
      ['bridge-explorer'],
    )
  })

  test('the generated desktop entry opens bridge-explorer:// links, named once', async () => {
    assert.equal((await appImageDesktopEntry()).get('MimeType'), 'x-scheme-handler/bridge-explorer;')
  })

  test('AppImage and deb, dmg and nsis are the targets', () => {
    assert.deepEqual(config.linux.target, ['AppImage', 'deb'])
    assert.deepEqual(config.mac.target, ['dmg'])
    assert.deepEqual(config.win.target, ['nsis'])
  })

  test('the fuses that would reopen the app to code injection are off', () => {
    for (const fuse of [
      'runAsNode',
      'enableNodeOptionsEnvironmentVariable',
      'enableNodeCliInspectArguments',
      'grantFileProtocolExtraPrivileges',
    ]) {
      assert.equal(config.electronFuses[fuse], false, fuse)
    }
    assert.equal(config.electronFuses['onlyLoadAppFromAsar'], true)
  })
})

describe('build resources', () => {
  test('every referenced icon exists; the Linux icon set has PNGs from 16 to 512 pixels', () => {
    assert.ok(existsSync(join(root, config.mac.icon)), config.mac.icon)
    assert.ok(existsSync(join(root, config.win.icon)), config.win.icon)
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
      assert.deepEqual(pngSize(join(root, config.linux.icon, `${size}x${size}.png`)), [size, size])
    }
  })

  test('the .ico and .icns files carry their format signatures', () => {
    const ico = readFileSync(join(root, config.win.icon))
    assert.deepEqual([...ico.subarray(0, 4)], [0, 0, 1, 0])
    assert.equal(readFileSync(join(root, config.mac.icon)).subarray(0, 4).toString('latin1'), 'icns')
  })

  test('the desktop entry in build/linux matches the one electron-builder writes and opens links', async () => {
    const file = desktopEntry(readFileSync(join(root, 'build/linux/bridge-explorer.desktop'), 'utf8'))
    const generated = await appImageDesktopEntry()
    for (const [key, value] of file) {
      // Exec names AppRun in the AppImage and the installed binary in the .deb.
      if (key !== 'Exec') assert.equal(generated.get(key), value, key)
    }
    assert.match(file.get('Exec') ?? '', / %U$/, 'the link must be passed to the app')
  })
})

describe('the AppImage keeps the sandbox on', () => {
  test('the generated desktop entry starts AppRun without --no-sandbox and passes the link', async () => {
    const entry = await appImageDesktopEntry()
    assert.equal(entry.get('Exec'), 'AppRun %U')
    assert.deepEqual(config.appImage.executableArgs, [])
  })

  test('no target or platform section adds --no-sandbox to the executable arguments', () => {
    for (const section of [config.linux, config.appImage, config.deb]) {
      assert.ok(!JSON.stringify(section ?? {}).includes('no-sandbox'))
    }
  })
})

describe('the release build names its update feed (build/release-config.ts)', () => {
  /** The config as electron-builder itself loads it for `npm run dist` (its own loader, the .ts included). */
  const loaded = async (): Promise<Record<string, unknown>> => {
    const { getConfig } = require('app-builder-lib/out/util/config/config.js') as {
      getConfig: (
        projectDir: string,
        configPath: string | null,
        options: null,
      ) => Promise<Record<string, unknown>>
    }
    return getConfig(root, join(root, 'build/release-config.ts'), null)
  }

  test('every dist script builds with the release config', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const dist = Object.entries(pkg.scripts).filter(([name]) => name.startsWith('dist'))
    assert.ok(dist.length >= 4)
    for (const [name, script] of dist)
      assert.match(script, /electron-builder --config build\/release-config\.ts(\s|$)/, name)
  })

  test("without a setting, the project's feed: electron-builder.yml plus a generic HTTPS publish, schema-valid", async () => {
    const { releaseConfig, DEFAULT_UPDATE_FEED } = await import('../../../build/release-config.ts')
    const release = releaseConfig({})
    assert.deepEqual(release.publish, [{ provider: 'generic', url: DEFAULT_UPDATE_FEED }])
    const { publish: _publish, ...rest } = release
    assert.deepEqual(rest, config, 'nothing else differs from electron-builder.yml')
    // The address the installed app's updater accepts (electron/updates/update-policy.ts).
    assert.equal(httpsFeed(DEFAULT_UPDATE_FEED), DEFAULT_UPDATE_FEED)
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration: (config: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    await validateConfiguration(release, new DebugLogger(false))
    if (process.env[UPDATE_FEED_VARIABLE] === undefined) {
      assert.deepEqual((await loaded()).publish, release.publish, 'electron-builder loads the same')
    }
  })

  test('BRIDGE_EXPLORER_UPDATE_FEED names another feed, or none', async () => {
    const { updateFeedOf } = await import('../../../build/release-config.ts')
    assert.deepEqual(updateFeedOf({ [UPDATE_FEED_VARIABLE]: 'https://mirror.example/bx/' }), [
      { provider: 'generic', url: 'https://mirror.example/bx/' },
    ])
    assert.equal(updateFeedOf({ [UPDATE_FEED_VARIABLE]: 'none' }), null)
  })

  for (const bad of [
    'http://updates.example/',
    'https://user:secret@updates.example/',
    'https://updates.example/?token=1',
    'updates.example',
    'ftp://updates.example/',
  ]) {
    test(`a feed the updater would refuse stops the build: ${bad}`, async () => {
      const { updateFeedOf } = await import('../../../build/release-config.ts')
      assert.throws(
        () => updateFeedOf({ [UPDATE_FEED_VARIABLE]: bad }),
        (e: unknown) =>
          e instanceof Error && e.message.startsWith(`${UPDATE_FEED_VARIABLE} must be an https:// address`),
      )
    })
  }
})
