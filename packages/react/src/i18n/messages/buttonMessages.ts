/**
 * English texts of the buttons, which paint before the modal loads; they ship in the page's
 * first bundle. Every other language has them in its own catalogue.
 */
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.selectNetwork': 'Select Network',
  'button.switchNetwork': 'Switch Network',
} as const
