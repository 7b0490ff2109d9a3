import type { Page } from 'playwright-core';

/**
 * Types into a date field (src/shell/inputs/DateField.tsx) whose hidden input carries `testId`:
 * MUI's picker takes the keys in its day, month and year sections, as a user types them. Digits
 * as 'DDMMJJJJ', or '' to empty the field.
 */
export async function typeDate(p: Page, testId: string, digits: string) {
  await p.getByTestId(testId).locator('xpath=..').locator('.MuiPickersSectionList-root').click();
  await p.keyboard.press('Control+a');
  if (digits) await p.keyboard.type(digits);
  else await p.keyboard.press('Backspace');
}
