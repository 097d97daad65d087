// Mistakes in what the user types are named where they are made, in plain words, and send no request.
import { expect, test } from './fixtures.ts'

test('a "Bearer " prefix, a space inside the key and a remote http address are each named, with no request made', async ({
  page,
  devApp,
}) => {
  const { app, keys, service } = await devApp()
  await app.go('Keys')
  const form = app.keys()
  const addCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/ipc/keys:add')) addCalls.push(r.url())
  })

  await form.keyInput.fill(`Bearer ${keys.full}`)
  await form.serviceUrlInput.fill(service.baseUrl)
  await form.saveButton.click()
  await expect(form.formError).toContainText('This key cannot be saved as typed')
  await expect(form.formError).toContainText('without the word "Bearer"')
  await expect(form.formError).not.toContainText('Something went wrong')
  await expect(form.formError).not.toContainText('Developer')

  await form.keyInput.fill(`${keys.full.slice(0, 10)} ${keys.full.slice(10)}`)
  await form.saveButton.click()
  await expect(form.formError).toContainText('contains a space')

  // An address that would carry the key in clear text is refused at the field, before anything is sent.
  const before = addCalls.length
  await form.keyInput.fill(keys.full)
  await form.serviceUrlInput.fill('http://api.example.com/v1/api')
  await form.saveButton.click()
  await expect(page.getByRole('alert').filter({ hasText: 'http:// for api.example.com' })).toBeVisible()
  expect(addCalls.length).toBe(before)
  await expect(form.savedKeys).toHaveCount(0)
  // The refused key is still in the field, as the user typed it; clear it so the leak scan's DOM snapshot
  // looks only at what the app itself shows.
  await form.keyInput.fill('')
})
