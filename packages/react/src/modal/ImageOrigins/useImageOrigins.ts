import { useContext } from 'react'
import { ImageOriginsContext } from './ImageOriginsContext.js'

/** The trusted image origins of the modal around the caller (none outside a provider). */
export function useImageOrigins(): readonly string[] {
  return useContext(ImageOriginsContext)
}
