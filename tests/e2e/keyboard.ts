// Keyboard-only moves for the specs that prove a page works without a mouse: reach a control by Tab
// alone (no clicks, no programmatic focus) and check that the focus is drawn where it lands.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until the locator has focus, then checks the focus is drawn. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error('The control was not reached by Tab.');
}

/** Tabs to the field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The focused control matches :focus-visible and draws an outline or a ring. */
async function expectFocusVisible(target: Locator): Promise<void> {
  const drawn = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return element.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
  expect(drawn, 'focus is visible').toBe(true);
}
