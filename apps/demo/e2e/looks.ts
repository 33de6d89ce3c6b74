import { expect, type Locator } from '@playwright/test'

/**
 * How the feature specs draw each view for axe and the screenshots: the light theme left to
 * right, and the dark theme right to left (in Arabic). Both themes' colours are checked, and so is
 * the mirrored layout, in two passes instead of one per theme and one per direction.
 */
export const looks = [
  { name: 'light', query: 'theme=light', direction: 'ltr' },
  { name: 'dark-rtl', query: 'theme=dark&locale=ar', direction: 'rtl' },
] as const

export type Look = (typeof looks)[number]

/**
 * An amount field's text is typed left to right, yet sits at its line's start like the amounts
 * drawn beside it: on the right in the right-to-left look.
 */
export async function expectAmountAtLineStart(amount: Locator, look: Look): Promise<void> {
  const align = await amount.evaluate((input) => getComputedStyle(input).textAlign)
  expect(align).toBe(look.direction === 'rtl' ? 'right' : 'start')
}
