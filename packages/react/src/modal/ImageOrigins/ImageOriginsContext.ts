import { createContext } from 'react'

const none: readonly string[] = Object.freeze([])

/** Origins whose `http(s):` images are trusted besides any `https:` one (the kit's services). */
export const ImageOriginsContext = createContext<readonly string[]>(none)
