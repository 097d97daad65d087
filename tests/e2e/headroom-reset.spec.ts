// Headroom re-derived at the reset (README, "Rate limits"; HOUSE_STYLE, "One truth for each thing the user sees"):
// once the key's window is spent, the top bar and the Rate limit view say so, and when the window resets they say a
// new window has begun, with no request going out to learn it. Time is moved, not waited for: the preview core's
// clock and Playwright's page.clock together (tests/e2e/support/test-clock.ts), with the demo service on the core's
// clock.
import type { SchedulerState } from '../../shared/ipc/rate-limit.ts'
import { expect, test } from './fixtures.ts'
import { advanceClocks, installPageClock, moveCoreClock, testClockArgs } from './support/test-clock.ts'

test('a used-up budget becomes a new window at the reset, with no request sent', async ({
  startPreview,
  openApp,
  page,
}) => {
  const preview = await startPreview({ demo: true, extraArgs: testClockArgs() })
  // The catalogue's walk would spend the window in the background; this test spends it itself.
  expect((await preview.ipc('catalogue:settings', { enabled: false })).ok).toBe(true)
  await installPageClock(page, preview)
  const app = await openApp(preview)
  const state = async (): Promise<SchedulerState | null> => {
    const reply = await preview.ipc<SchedulerState | null>('scheduler:get-state')
    return reply.ok ? reply.value : null
  }
  // The demo key's window (60 requests a minute, the test clock starting on a minute boundary), spent through the
  // app's own channel: each call is one request, and the last one's answer says 0 left.
  for (let i = 0; (await state())?.remaining !== 0; i++) {
    expect(i, 'the window was spent within 80 calls').toBeLessThan(80)
    await preview.ipc('stats:get', { requestId: `spend-${i}` })
  }
  await app.go('Rate limit')
  const live = app.rateLimit().live
  await expect(live.locator('.rate-gauge-headline')).toHaveText('0 of 60 requests left')
  await expect(live).toContainText('Used up')
  await expect(app.rateIndicator).toHaveAccessibleName(/^Rate limit: No requests left for now \(0 of 60/)
  const logged = async (): Promise<number> => {
    const reply = await preview.ipc<unknown[]>('log:list')
    if (!reply.ok) throw new Error(`log:list: ${reply.error.message}`)
    return reply.value.length
  }
  const sent = await logged()

  const spent = await state()
  if (spent?.resetAt == null) throw new Error('the spent window has no reset')
  // Past the reset and the scheduler's margin (a quarter second): both clocks at once.
  await advanceClocks(page, preview, spent.resetAt - (await moveCoreClock(preview, 0)) + 1_000)

  await expect(live.locator('.rate-gauge-headline')).toHaveText('New window: up to 60 requests')
  await expect(live).not.toContainText('Used up')
  await expect(app.rateIndicator).toHaveAccessibleName(/New window: up to 60 requests/)
  await expect(app.rateIndicator).not.toHaveAccessibleName(/No requests left/)
  expect(await logged(), 'no request went out to learn the new window').toBe(sent)
})

test('the "running low" line goes at the reset, by the clock, with no request sent', async ({
  startPreview,
  openApp,
  page,
}) => {
  const preview = await startPreview({ demo: true, extraArgs: testClockArgs() })
  expect((await preview.ipc('catalogue:settings', { enabled: false })).ok).toBe(true)
  const alertsOn = { enabled: true, errorSharePercent: 50, minutes: 5, headroomPercent: 30 }
  expect((await preview.ipc('log:set-alerts', alertsOn)).ok).toBe(true)
  await installPageClock(page, preview)
  const app = await openApp(preview)
  const line = app.main.getByRole('status').filter({ hasText: 'is running low on requests.' })
  for (let i = 0; i < 80 && (await line.count()) === 0; i++)
    await preview.ipc('stats:get', { requestId: `low-${i}` })
  await expect(line).toContainText(/\d+ of 60 requests left until the limit resets\./)
  const reply = await preview.ipc<SchedulerState | null>('scheduler:get-state')
  const resetAt = reply.ok ? reply.value?.resetAt : null
  if (resetAt == null) throw new Error('the window has no reset')
  const logged = await preview.ipc<unknown[]>('log:list')
  await advanceClocks(page, preview, resetAt - (await moveCoreClock(preview, 0)) + 1_000)
  await expect(line).toHaveCount(0)
  const after = await preview.ipc<unknown[]>('log:list')
  expect(
    after.ok && logged.ok && after.value.length === logged.value.length,
    'no request sent at the reset',
  ).toBe(true)
})
