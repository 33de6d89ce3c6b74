/** English texts of account names; each other language has a module in `locales/`. */
export const english = {
  'choose.title': 'Choose your account name',
  'choose.text':
    'Say goodbye to long addresses: a name makes your account easy to recognise and to send to.',
  'choose.free': 'You register it by signing a message: no transaction, no fee.',
  'choose.button': 'Choose name',
  'register.label': 'Account name',
  'register.rule': 'At least 4 characters: letters, digits and hyphens',
  'register.tooShort': 'Name must be at least 4 characters long',
  'register.tooLong': 'Name must be at most 63 characters long',
  'register.invalidCharacters': 'Use only letters, digits and hyphens',
  'register.checking': 'Checking availability…',
  'register.available': '{name} is available',
  'register.taken': '{name} is already taken',
  'register.suggestions': 'Suggestions',
  'register.free': 'Available',
  'register.registered': 'Taken',
  'register.suggestionsFailed': 'Error fetching name suggestions',
  'register.submit': 'Register',
  'register.pending': 'Waiting for your wallet…',
  'register.declined': 'Signature declined',
  'register.failed': 'Error registering name {name}',
  'register.evmOnly': 'Account names are for EVM accounts. Switch to an EVM network to choose one.',
  'success.signTitle': 'Approve in your wallet',
  'success.signText': 'Sign the message to register {name}.',
  'success.registering': 'Registering {name}…',
  'success.title': 'Account name chosen successfully',
  'success.text': 'Your account now shows this name in place of its address.',
  'success.button': 'Back to account',
  'success.nothing': 'No name is being registered.',
} as const

export type NamesMessageKey = keyof typeof english
