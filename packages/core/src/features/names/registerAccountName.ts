import { registerName } from '@kit/blockchain-api/modules/actions/registerName'
import { goBack } from '../../actions/goBack.js'
import { pushView } from '../../actions/pushView.js'
import { replaceView } from '../../actions/replaceView.js'
import { signMessage } from '../../actions/signMessage.js'
import { NoActiveAddressError } from '../../errors/connection.js'
import type { Kit } from '../../types/kit.js'
import { getChain } from '../../utils/getChain.js'
import { toAccountName } from './accountNameZone.js'
import { createRegistrationMessage } from './createRegistrationMessage.js'
import { describeRegistrationFailure } from './describeRegistrationFailure.js'
import { getNamesState } from './getNamesState.js'
import { InvalidAccountNameError } from './InvalidAccountNameError.js'
import { NamesNotSupportedError } from './NamesNotSupportedError.js'
import { nameCoinType } from './nameCoinType.js'
import { validateAccountName } from './validateAccountName.js'

export type RegisterAccountNameParameters = {
  /** The label to register (`alice` for `alice.kit.id`), or a full name of the zone. */
  label: string
}

/**
 * Registers an account name for the connected EVM account (SPEC §4): shows
 * RegisterAccountNameSuccess while the wallet signs the registration message and the name
 * service (`POST /v1/profile/account`, coin type `chainId | 0x80000000`) takes it, then sets the
 * account's profile name. On failure it goes back to RegisterAccountName with the reason in the
 * names state, and rethrows. A second call while one runs is ignored.
 * @example await registerAccountName(kit, { label: 'alice' })
 */
export async function registerAccountName(
  kit: Kit,
  { label }: RegisterAccountNameParameters,
): Promise<void> {
  const state = getNamesState(kit)
  if (state.status === 'signing' || state.status === 'registering') return
  const checked = validateAccountName({ label: label.replace(/\.kit\.id$/i, '') })
  if (!checked.valid) throw new InvalidAccountNameError(checked.problem)
  const chain = getChain(kit)
  if (chain?.namespace !== 'eip155') throw new NamesNotSupportedError(chain?.namespace)
  const { address } = chain.account
  const network = chain.network.caipNetwork
  if (!address || !network) throw new NoActiveAddressError()
  const coinType = nameCoinType({ chainId: network.id })
  const name = toAccountName(checked.label)

  state.status = 'signing'
  state.name = name
  state.failure = undefined
  pushView(kit, { view: 'RegisterAccountNameSuccess' })
  try {
    const message = createRegistrationMessage({ name, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await signMessage(kit, { message, namespace: 'eip155' })
    state.status = 'registering'
    await registerName(kit.clients.api, { coin_type: coinType, address, message, signature })
    // The account may have changed while the wallet was asked; the name is only this one's.
    if (chain.account.address === address) {
      chain.account.profileName = name
      chain.account.profileImage = null
    }
    state.status = 'registered'
  } catch (error) {
    state.status = 'idle'
    state.failure = describeRegistrationFailure(error)
    returnToForm(kit)
    throw error
  }
}

/** Back to RegisterAccountName: the view under the progress one when it is that, else in its place. */
function returnToForm(kit: Kit): void {
  const { view, history } = kit.stores.router
  if (view !== 'RegisterAccountNameSuccess') return
  if (history[history.length - 2] === 'RegisterAccountName') goBack(kit)
  else replaceView(kit, { view: 'RegisterAccountName' })
}
