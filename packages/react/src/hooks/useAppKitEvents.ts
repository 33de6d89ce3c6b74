'use client'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** The last tracked event with its timestamp. */
export function useAppKitEvents() {
  return useKitState(useKit(), 'events')
}
