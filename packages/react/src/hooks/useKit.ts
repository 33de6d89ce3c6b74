'use client'
import type { Kit } from '@kit/core'
import { useContext } from 'react'
import { getDefaultKit } from '../context/defaultInstance.js'
import { KitContext } from '../context/KitContext.js'

/** The instance from the nearest provider, else the one `createAppKit` made. */
export function useKit(): Kit {
  return useContext(KitContext) ?? getDefaultKit()
}
