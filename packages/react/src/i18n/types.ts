import type { buttonMessages } from './messages/buttonMessages.js'
import type { modalMessages } from './messages/modalMessages.js'

export type ButtonMessageKey = keyof typeof buttonMessages
export type ModalMessageKey = keyof typeof modalMessages
export type MessageKey = ButtonMessageKey | ModalMessageKey

/** One language's texts: every key, with the same `{placeholders}` as English. */
export type Messages = Readonly<Record<MessageKey, string>>

/** Values for a text's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>
