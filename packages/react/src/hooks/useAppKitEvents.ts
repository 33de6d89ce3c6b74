'use client'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/**
 * The last tracked event with its timestamp, and the errors reported to the visitor once
 * (`reportedErrors`, as in AppKit 1.7: `FORBIDDEN` when the project refused the page's origin).
 */
export function useAppKitEvents() {
  return useKitState(useKit(), 'events')
}
