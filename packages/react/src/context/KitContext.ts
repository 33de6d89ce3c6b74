'use client'
import type { Kit } from '@kit/core'
import { createContext } from 'react'

/** The instance a subtree uses; unset means the one `createAppKit` made last. */
export const KitContext = createContext<Kit | undefined>(undefined)
