import { createContext } from 'react'
import type { ImageReveal } from './createImageReveal.js'

/** The pacing of a list's deferred images (`WalletGrid`); without it each waits one frame. */
export const ImageRevealContext = createContext<ImageReveal | undefined>(undefined)
