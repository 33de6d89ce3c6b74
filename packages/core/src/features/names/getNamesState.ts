import { proxy } from 'valtio/vanilla'
import { getFeatureState } from '../../actions/getFeatureState.js'
import type { Kit } from '../../types/kit.js'

/** Where a registration is: nothing asked yet, the wallet asked to sign, the service asked. */
export type NameRegistrationStatus = 'idle' | 'signing' | 'registering' | 'registered'

/**
 * Why the last registration failed: the visitor declined to sign, the name service refused with
 * its own words (`description`), or something else went wrong.
 */
export type NameRegistrationFailure =
  | { reason: 'rejected' }
  | { reason: 'refused'; description: string }
  | { reason: 'failed' }

export type NamesState = {
  /** What the visitor typed in RegisterAccountName; kept while the registration runs. */
  input: string
  status: NameRegistrationStatus
  /** The full name being (or last) registered, `alice.kit.id`. */
  name: string | undefined
  failure: NameRegistrationFailure | undefined
}

const initial = (): NamesState => ({
  input: '',
  status: 'idle',
  name: undefined,
  failure: undefined,
})

/**
 * The account-name feature's state on this instance (a valtio proxy): what was typed, where the
 * registration is and why it failed. Put back to its start when the account or network changes.
 */
export function getNamesState(kit: Kit): NamesState {
  return getFeatureState(kit, {
    feature: 'names',
    create: () => proxy(initial()),
    reset: (state) => Object.assign(state, initial()),
  })
}
