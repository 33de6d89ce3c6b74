/** English texts of Receive; each other language has a module in `locales/`. */
export const english = {
  'receive.qrLabel': 'QR code of your address',
  'receive.address': 'Your address',
  'receive.networks': 'Networks',
  'receive.networksHint': 'Receive on this address only on these networks.',
} as const

export type ReceiveMessageKey = keyof typeof english
