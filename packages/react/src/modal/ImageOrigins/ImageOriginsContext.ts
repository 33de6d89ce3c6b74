import { createContext, useContext } from 'react'

const none: readonly string[] = Object.freeze([])

/** Origins whose `http(s):` images are trusted besides any `https:` one (the kit's services). */
export const ImageOriginsContext = createContext<readonly string[]>(none)

/** The trusted image origins of the modal around the caller (none outside a provider). */
export function useImageOrigins(): readonly string[] {
  return useContext(ImageOriginsContext)
}
