// axe reads colours as they are at the moment of the check: a change of colour scheme fades backgrounds in
// (components.css, a transition), and under load the check can land halfway between the two schemes and measure
// a half-faded button as too faint. Every audit waits for the page's transitions to end first.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Resolves once every running CSS transition on the page has ended (a spinner's animation is no colour change). */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** An axe audit of the page once its colours have settled; `scope` narrows it (include, rules) as AxeBuilder does. */
export async function auditSettled(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): ReturnType<AxeBuilder['analyze']> {
  await transitionsSettled(page)
  return scope(new AxeBuilder({ page })).analyze()
}
