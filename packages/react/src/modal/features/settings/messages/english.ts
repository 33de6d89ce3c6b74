/** English texts of AccountSettings; each other language has a module in `locales/`. */
export const english = {
  'settings.network': 'Network',
  'settings.name': 'Name',
  'settings.chooseName': 'Choose name',
  'settings.address': 'Address',
} as const

export type SettingsMessageKey = keyof typeof english
