// A full disk is said where the user acted, in the one wording of file errors (electron/core/files/file-problem.ts):
// what could not be saved, where, that the disk is full and that nothing was changed; never "Something went wrong"
// nor a bare "(ENOSPC)". The preview's user-data folder is a real, tiny (tmpfs) disk another program's file fills.
import { fillDisk, mountSmallDisk } from '../support/small-disk.ts'
import { expect, test } from './fixtures.ts'
import { SavedViewsPage } from './pages/saved-views-page.ts'

test('on a full disk, saving a view and the diagnostics file say what was not saved and why', async ({
  startPreview,
  openApp,
}) => {
  const disk = mountSmallDisk(8 * 1024)
  test.skip('skip' in disk, 'skip' in disk ? disk.skip : '')
  if ('skip' in disk) return
  const preview = await startPreview({ demo: true, userDataDir: disk.dir })
  try {
    const app = await openApp(preview)
    const views = new SavedViewsPage(app.page)
    await app.gotoHash('#/bridges?display=list')
    await expect(views.saveButton).toBeEnabled()
    fillDisk(disk.dir)

    await views.submitName('Not on this disk')
    const refused = views.saveDialog.getByRole('alert')
    await expect(refused).toHaveText(
      /^Could not save your views to .*saved-views\.json \(the disk is full\); nothing was changed\.$/,
    )
    await expect(views.saveDialog).toBeVisible()
    await app.page.keyboard.press('Escape')
    await expect(views.saveDialog).toBeHidden()
    await expect(views.current).toHaveCount(0)

    await app.go('Settings')
    const section = app.page.getByRole('region', { name: 'Diagnostics', exact: true })
    await section.getByRole('button', { name: 'Save diagnostics…' }).click()
    const shown = app.page.getByRole('region', { name: 'The diagnostics file' })
    await shown.getByRole('button', { name: 'Save this file' }).click()
    const panel = shown.getByRole('alert')
    await expect(panel).toContainText('A file on this computer could not be used')
    await expect(panel).toContainText(
      /Could not save the diagnostics file to .*\.json \(the disk is full\); nothing was changed\./,
    )
    await expect(panel).not.toContainText('Something went wrong')
  } finally {
    await preview.stop()
    disk.unmount()
  }
})
