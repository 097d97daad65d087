// The frame around every view: skip link, top bar (demo notice, rate indicator, theme), section nav, palette.
import { expect, type Locator, type Page } from '@playwright/test'
import { BridgeDetailPage } from './bridge-detail-page.ts'
import { BridgesPage } from './bridges-page.ts'
import { CommandPalette } from './command-palette.ts'
import { DeveloperPage } from './developer-page.ts'
import { KeysPage } from './keys-page.ts'
import { LookupPage } from './lookup-page.ts'
import { ProfilePage } from './profile-page.ts'
import { RateLimitPage } from './rate-limit-page.ts'
import { StatsPage } from './stats-page.ts'

/** The sections of the left navigation, by their link text. */
export type Section =
  | 'Bridges'
  | 'Lookup'
  | 'Watch list'
  | 'My profile'
  | 'Stats'
  | 'Rate limit'
  | 'Keys'
  | 'Developer'
  | 'Settings'

/** The application shell and the way into each view's page object. */
export class AppShell {
  readonly page: Page
  readonly nav: Locator
  readonly main: Locator
  readonly heading: Locator
  readonly demoBadge: Locator
  readonly rateIndicator: Locator
  readonly themeSelect: Locator
  readonly palette: CommandPalette
  /** The top bar's menu button that shows the sections in narrow and short windows. */
  readonly menuButton: Locator

  constructor(page: Page) {
    this.page = page
    this.nav = page.getByRole('navigation', { name: 'Sections' })
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 1 })
    this.demoBadge = page.getByRole('banner').getByText('Demo data', { exact: true })
    this.rateIndicator = page.getByRole('link', { name: /^Rate limit: / })
    this.themeSelect = page.getByRole('banner').getByRole('combobox', { name: 'Theme' })
    this.palette = new CommandPalette(page)
    this.menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  }

  /** Opens the sections menu when the window is narrow or short enough to fold the nav into it. */
  async showNav(): Promise<void> {
    // After a reload the menu button is first the one main drew: a click on it before the renderer took the
    // document over is lost, and the menu never opens.
    await this.hydrated()
    if (!(await this.menuButton.isVisible())) return
    if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') await this.menuButton.click()
    await expect(this.nav).toBeVisible()
  }

  /** The nav link of a section. */
  navLink(section: Section): Locator {
    return this.nav.getByRole('link', { name: section, exact: true })
  }

  /** Waits until a view's heading is shown and no longer says it is loading. */
  async waitForView(): Promise<void> {
    await expect(this.heading).toBeVisible()
    await expect(this.heading).not.toHaveText(/^Loading/)
    await this.hydrated()
  }

  /**
   * Waits until the renderer has taken the document over (boot.tsx marks <html> then): the view may be the one
   * main drew before any script, where a click or choice would go unanswered.
   */
  async hydrated(): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('data-hydration-mismatches', /^\d+$/)
  }

  /** The navigation's "Show developer tools" setting. */
  developerToolsSetting(): Locator {
    return this.nav.getByRole('checkbox', { name: 'Show developer tools' })
  }

  /** Lists the developer tools (Rate limit, Developer) in the navigation. */
  async showDeveloperTools(): Promise<void> {
    await this.showNav()
    await this.developerToolsSetting().check()
    await expect(this.nav.getByRole('link', { name: 'Developer', exact: true })).toBeVisible()
  }

  /** Clicks a section in the nav and waits for its view. */
  async go(section: Section): Promise<void> {
    await this.showNav()
    // The developer tools are listed once the user asks for them (a kept preference).
    if (!(await this.navLink(section).isVisible())) await this.showDeveloperTools()
    await this.navLink(section).click()
    // In a small window the menu has closed: the link is looked up hidden or not.
    const link = this.page
      .locator(`nav[aria-label="Sections"]`)
      .getByRole('link', { name: section, exact: true, includeHidden: true })
    await expect(link).toHaveAttribute('aria-current', 'page')
    await this.waitForView()
  }

  /** Goes to an app location (`#/profiles/alice`) the way a link would: a new history entry, no reload. */
  async gotoHash(hash: string): Promise<void> {
    await this.page.evaluate((h) => {
      window.location.hash = h
    }, hash)
    await this.waitForView()
  }

  /** The current app location: the URL's hash, e.g. `#/bridges?q=x`. */
  async hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash)
  }

  bridges(): BridgesPage {
    return new BridgesPage(this.page)
  }
  bridgeDetail(): BridgeDetailPage {
    return new BridgeDetailPage(this.page)
  }
  profile(): ProfilePage {
    return new ProfilePage(this.page)
  }
  lookup(): LookupPage {
    return new LookupPage(this.page)
  }
  stats(): StatsPage {
    return new StatsPage(this.page)
  }
  rateLimit(): RateLimitPage {
    return new RateLimitPage(this.page)
  }
  keys(): KeysPage {
    return new KeysPage(this.page)
  }
  developer(): DeveloperPage {
    return new DeveloperPage(this.page)
  }
}
