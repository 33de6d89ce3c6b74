import type { ReactNode } from 'react'
import { ImageOriginsContext } from './ImageOriginsContext.js'

export type ImageOriginsProviderProps = { origins: readonly string[]; children: ReactNode }

/** Tells every `Image` below which service origins it may load plain `http:` images from. */
export function ImageOriginsProvider({ origins, children }: ImageOriginsProviderProps) {
  return <ImageOriginsContext.Provider value={origins}>{children}</ImageOriginsContext.Provider>
}
