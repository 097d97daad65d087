// The Ctrl/Cmd+K "Go to…" dialog.
import { expect, type Locator, type Page } from '@playwright/test'

/** The command palette: a modal dialog with a combobox and a listbox of places. */
export class CommandPalette {
  readonly page: Page
  readonly dialog: Locator
  readonly input: Locator
  readonly options: Locator
  readonly listbox: Locator

  constructor(page: Page) {
    this.page = page
    this.dialog = page.getByRole('dialog', { name: 'Command palette' })
    this.input = this.dialog.getByRole('combobox', { name: 'Go to…' })
    this.listbox = this.dialog.getByRole('listbox', { name: 'Places' })
    this.options = this.listbox.getByRole('option')
  }

  /** Opens it with Ctrl+K and waits until the input has focus. */
  async open(): Promise<void> {
    await this.page.keyboard.press('Control+k')
    await expect(this.dialog).toBeVisible()
    await expect(this.input).toBeFocused()
  }

  /** Waits until the catalogue has answered what was typed: the options no longer change under the keyboard. */
  async settled(): Promise<void> {
    await expect(this.listbox).not.toHaveAttribute('aria-busy', 'true')
  }

  /** Types `text` and waits for the catalogue's answer and an option whose label matches `option`. */
  async type(text: string, option: string | RegExp): Promise<Locator> {
    await this.input.fill(text)
    await this.settled()
    const match = this.options.filter({ hasText: option }).first()
    await expect(match).toBeVisible()
    return match
  }

  /** Opens the palette, types, and goes to the matching option with the keyboard. */
  async goTo(text: string, option: string | RegExp): Promise<void> {
    await this.open()
    const match = await this.type(text, option)
    // Move the highlight onto the wanted option, then Enter.
    // Its place among every option (the options sit in groups, in order).
    const index = await match.evaluate((el) =>
      Array.from(el.closest('[role="listbox"]')?.querySelectorAll('[role="option"]') ?? []).indexOf(el),
    )
    for (let i = 0; i < index; i++) await this.input.press('ArrowDown')
    await expect(match).toHaveAttribute('aria-selected', 'true')
    await this.input.press('Enter')
    await expect(this.dialog).toBeHidden()
  }

  /** The options' labels and hints as shown, in order ("label · hint"). */
  async shown(): Promise<string[]> {
    return this.options.evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.querySelector('.palette-label')?.textContent ?? ''} · ${el.querySelector('.palette-hint')?.textContent ?? ''}`,
      ),
    )
  }

  /** Closes it with Escape. */
  async close(): Promise<void> {
    await this.page.keyboard.press('Escape')
    await expect(this.dialog).toBeHidden()
  }
}
