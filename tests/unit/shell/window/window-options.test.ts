import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hardenedWebPreferences, mainWindowOptions } from '../../../../electron/window/window-options.ts'

test('the main window runs with exactly the hardened web preferences', () => {
  assert.deepEqual(hardenedWebPreferences('/app/dist-electron/preload.cjs'), {
    preload: '/app/dist-electron/preload.cjs',
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  })
})

test('the window options carry the restored bounds, stay hidden until ready and never enable Blink features', () => {
  const options = mainWindowOptions('/p.cjs', { x: 10, y: 20, width: 1000, height: 700 })
  assert.equal(options.x, 10)
  assert.equal(options.y, 20)
  assert.equal(options.width, 1000)
  assert.equal(options.height, 700)
  assert.equal(options.show, false)
  assert.equal('enableBlinkFeatures' in options.webPreferences, false)
  assert.equal(options.webPreferences.preload, '/p.cjs')
})
