import type { Kit } from '@kit/core'
import { NotInitializedError } from '../errors/NotInitializedError.js'

// AppKit apps call `createAppKit` once at module level and use hooks with no provider; this
// holder keeps that working. Core itself has no module state.
const holder: { kit: Kit | undefined } = { kit: undefined }

export function setDefaultKit(kit: Kit): void {
  holder.kit = kit
}

export function getDefaultKit(): Kit {
  if (!holder.kit) throw new NotInitializedError()
  return holder.kit
}
