/** Debian Chromium through playwright-core, with the page's errors collected for the reports. */
import { chromium, type Browser, type Page } from 'playwright-core'

const CHROMIUM = '/usr/bin/chromium'
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

/** Renderer problems seen during a run. */
export interface RendererErrors {
  /** Uncaught exceptions in the page ('pageerror'). */
  pageErrors: string[]
  /** console.error messages that are not expected network failures. */
  consoleErrors: string[]
  /** console messages about failed network loads: expected while the service misbehaves, reported apart. */
  networkErrors: string[]
}

// Chromium logs every failed load on its own ("Failed to load resource: …", net::ERR_…); under injected
// faults those are the point of the run, not renderer bugs.
const NETWORK_NOISE = /^Failed to load resource|net::ERR_|the server responded with a status of \d+/

/** True for a console error that only reports a failed network load. */
export function isNetworkNoise(text: string): boolean {
  return NETWORK_NOISE.test(text)
}

/** A headless Chromium with one page whose errors are recorded. */
export async function launchBrowser(): Promise<{
  browser: Browser
  page: Page
  errors: RendererErrors
  close(): Promise<void>
}> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const errors: RendererErrors = { pageErrors: [], consoleErrors: [], networkErrors: [] }
    page.on('pageerror', (e) => errors.pageErrors.push(`${e.name}: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() !== 'error') return
      const text = m.text()
      if (isNetworkNoise(text)) errors.networkErrors.push(text)
      else errors.consoleErrors.push(text)
    })
    return { browser, page, errors, close: () => browser.close() }
  } catch (error) {
    await browser.close()
    throw error
  }
}
