import type { Kit } from '../../types/kit.js'
import { getNamesState } from './getNamesState.js'

export type SetAccountNameInputParameters = { input: string }

/** Longer than any name; a paste of anything bigger is cut before it reaches the state. */
const maxInputLength = 100

/**
 * Keeps what the visitor typed in RegisterAccountName (it outlives the view while the wallet is
 * asked) and clears the last failure, which was about an earlier name.
 */
export function setAccountNameInput(kit: Kit, { input }: SetAccountNameInputParameters): void {
  const state = getNamesState(kit)
  state.input = input.slice(0, maxInputLength)
  state.failure = undefined
}
