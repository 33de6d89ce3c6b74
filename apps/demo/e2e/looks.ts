/**
 * How the feature specs draw each view for axe and the screenshots: the light theme left to
 * right, and the dark theme right to left (in Arabic). Both themes' colours are checked, and so is
 * the mirrored layout, in two passes instead of one per theme and one per direction.
 */
export const looks = [
  { name: 'light', query: 'theme=light', direction: 'ltr' },
  { name: 'dark-rtl', query: 'theme=dark&locale=ar', direction: 'rtl' },
] as const
