// Every view of the app, and how to reach it and know it has settled: shared by the accessibility audit and
// the screenshot generator.
import { expect } from '@playwright/test'
import type { AppShell } from '../pages/app-shell.ts'
import { SavedViewsPage } from '../pages/saved-views-page.ts'
import { demoReference, type DemoReference } from '../fixtures.ts'
import { transitionsSettled } from './axe.ts'
import { newestFirst } from './bridge-data.ts'

/** One view: a file-name-safe id and how to show it, settled. */
export interface ViewCase {
  id: string
  show(app: AppShell, demo: DemoReference): Promise<void>
}

/**
 * Shows `view` in `app` once for each of `settings` (sizes, colour schemes), after `apply` has set it, and yields the
 * setting while it is on screen; the command palette is closed after each showing, so the next one starts from the
 * page, as a user's would.
 */
export async function* eachShowing<S>(
  app: AppShell,
  view: ViewCase,
  settings: readonly S[],
  apply: (setting: S) => Promise<unknown>,
): AsyncGenerator<S> {
  const demo = await demoReference()
  for (const setting of settings) {
    await apply(setting)
    await view.show(app, demo)
    // A change of scheme fades colours in (components.css, a transition): the page is read once it has settled,
    // not halfway between the two schemes (axe measured a half-faded button as too faint once, under load).
    await transitionsSettled(app.page)
    yield setting
    if (view.id === 'command-palette') await app.palette.close()
  }
}

const settled = async (app: AppShell): Promise<void> => {
  await app.waitForView()
  await expect(app.main.getByText(/^Loading/)).toHaveCount(0)
}

/** The views, in nav order, plus not-found and the command palette. */
export const VIEWS: readonly ViewCase[] = [
  {
    id: 'bridges',
    async show(app) {
      await app.gotoHash('#/bridges')
      await app.bridges().waitForRows()
    },
  },
  {
    id: 'table',
    async show(app, demo) {
      await app.gotoHash('#/bridges?display=table')
      const grid = app.main.getByRole('grid', { name: 'Bridges' })
      await expect(grid.locator('[role="row"][data-row-index]').first()).toBeVisible()
      // The keyboard selects the first row (a click could land on a link in it); the panel shows its detail.
      await grid.focus()
      if ((await grid.getAttribute('aria-activedescendant')) === null) await grid.press('ArrowDown')
      const first = newestFirst(demo.published)[0]!
      const panel = app.main.getByRole('complementary', { name: 'Selected bridge' })
      await expect(panel.getByText(first.suggestion)).toBeVisible()
    },
  },
  {
    id: 'bridge-detail',
    async show(app, demo) {
      const bridge = newestFirst(demo.published).find((b) => b.domain !== null)!
      await app.gotoHash(`#/bridges/${bridge.slug}`)
      await app.bridgeDetail().expectTitle(bridge.title)
    },
  },
  {
    id: 'profile',
    async show(app, demo) {
      const user = newestFirst(demo.published)[0]!.suggestor.username
      await app.gotoHash(`#/profiles/${user}`)
      await app.profile().expectUsername(user)
    },
  },
  {
    id: 'lookup',
    async show(app) {
      await app.gotoHash('#/lookup')
      await settled(app)
    },
  },
  {
    id: 'my-profile',
    async show(app) {
      await app.gotoHash('#/me')
      await expect(app.main.locator('.facts')).toBeVisible()
      await settled(app)
    },
  },
  {
    id: 'stats',
    async show(app) {
      await app.gotoHash('#/stats')
      await expect(app.stats().counter('Bridges')).toHaveText(/\d/)
      await settled(app)
    },
  },
  {
    id: 'rate-limit',
    async show(app) {
      await app.gotoHash('#/rate-limit')
      await settled(app)
    },
  },
  {
    id: 'keys',
    async show(app) {
      await app.gotoHash('#/keys')
      await expect(app.keys().heading).toBeVisible()
      await settled(app)
    },
  },
  {
    id: 'developer',
    async show(app) {
      await app.gotoHash('#/developer')
      await expect(app.developer().logRows.first()).toBeVisible()
      await settled(app)
    },
  },
  {
    id: 'saved-views',
    async show(app) {
      // One view saved the first time (the same app may be shown again, at another size or in the dark theme).
      const views = new SavedViewsPage(app.page)
      await app.gotoHash('#/views')
      await expect(views.list.or(app.main.locator('.empty-state'))).toBeVisible()
      if ((await views.list.count()) === 0) {
        await app.gotoHash('#/bridges?display=table&hidden=slug,id&sort=-passes')
        await views.saveCurrent('Busiest first')
        await app.gotoHash('#/views')
      }
      await expect(views.list.getByRole('listitem')).not.toHaveCount(0)
    },
  },
  {
    id: 'usage',
    async show(app) {
      await app.gotoHash('#/usage')
      await expect(app.main.getByRole('heading', { level: 1, name: 'Key usage' })).toBeVisible()
      await expect(app.main.locator('.line-chart svg')).toBeVisible()
      await settled(app)
    },
  },
  {
    id: 'watch',
    async show(app) {
      await app.gotoHash('#/watch')
      await expect(app.main.getByRole('heading', { level: 1, name: 'Watch list' })).toBeVisible()
      await settled(app)
    },
  },
  {
    id: 'settings',
    async show(app) {
      await app.gotoHash('#/settings')
      await expect(app.main.locator('.settings-cache-size')).not.toHaveText('Counting…')
      await settled(app)
    },
  },
  {
    id: 'not-found',
    async show(app) {
      await app.gotoHash('#/no/such/page')
      await expect(app.heading).toHaveText('Page not found')
    },
  },
  {
    id: 'command-palette',
    async show(app) {
      await app.gotoHash('#/bridges')
      await app.bridges().waitForRows()
      await app.palette.open()
      await app.palette.input.fill('st')
      await expect(app.palette.options.first()).toBeVisible()
    },
  },
]
