import { buttonMessages } from './messages/buttonMessages.js'
import { modalMessages } from './messages/modalMessages.js'
import type { Messages } from './types.js'

/** Every English text: the source every other language is checked against. */
export const english: Messages = { ...buttonMessages, ...modalMessages }
