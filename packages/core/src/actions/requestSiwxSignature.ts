import { NoActiveAddressError } from '../errors/connection.js'
import { SiwxInitError, SiwxNotEnabledError, SiwxSignInInterruptedError } from '../errors/siwx.js'
import type { Kit } from '../types/kit.js'
import type { SiwxMessage, SiwxMessageData } from '../types/siwx.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { getSiwx } from '../utils/getSiwx.js'
import { isSmartAccount, siwxEventProperties } from '../utils/siwxEventProperties.js'
import { siwxView } from '../utils/siwxView.js'
import { watchAccountLoss } from '../utils/watchAccountLoss.js'
import { abandonSignIn } from './abandonSignIn.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { resetView } from './resetView.js'
import { signMessage } from './signMessage.js'
import { hideToast, showToast } from './toast.js'
import { trackEvent } from './trackEvent.js'

/**
 * Signs the visitor in (SIWXSignMessage's or ConnectingSiwe's Sign): the app's `createMessage` for the active account
 * and network, the wallet's signature (or the app's own `signMessage`), then `addSession`; the
 * modal closes and SIWX_AUTH_SUCCESS is tracked. On failure the modal stays on the view with
 * 'Signature declined' ('This application might not support Smart Accounts' for a smart account),
 * SIWX_AUTH_ERROR is tracked and the error is rethrown. If the wallet disconnects or changes
 * account before the end, it rejects with `SiwxSignInInterruptedError` and writes no session
 * (SECURITY F08). A message that cannot be made (`createMessage` throws) is an initialisation
 * failure: the visitor is disconnected and sees 'A problem occurred while trying initialize
 * authentication' (`SiwxInitError`).
 */
export async function requestSiwxSignature(kit: Kit): Promise<void> {
  const siwx = getSiwx(kit)
  if (!siwx) throw new SiwxNotEnabledError()
  const active = getActiveAccount(kit)
  if (!active) throw new NoActiveAddressError()
  const { chain, address, network } = active
  const chainId = network.caipNetworkId
  const properties = siwxEventProperties(kit)
  const smartAccount = isSmartAccount(kit)
  const account = watchAccountLoss(kit, { namespace: chain.namespace, address })
  showToast(kit, {
    message: 'Authenticating...',
    messageId: 'siwxAuthenticating',
    variant: 'loading',
    autoClose: false,
  })
  try {
    let created: SiwxMessage
    try {
      created = await account.guard(siwx.createMessage({ chainId, accountAddress: address }))
    } catch (error) {
      if (!(error instanceof SiwxSignInInterruptedError)) throw new SiwxInitError({ cause: error })
      throw error
    }
    const message = created.toString()
    const signature = await account.guard(
      siwx.signMessage
        ? siwx.signMessage({ message, chainId, accountAddress: address })
        : signMessage(kit, { message, namespace: chain.namespace }),
    )
    account.check()
    await account.guard(siwx.addSession({ data: messageData(created), message, signature }))
    kit.runtime.lastSignedInNetwork = chainId
    hideToast(kit)
    // Off the sign-in view first: closing it is refused while sign-in is required.
    resetView(kit, { view: 'Account' })
    closeModal(kit)
    trackEvent(kit, { event: 'SIWX_AUTH_SUCCESS', properties })
  } catch (error) {
    trackEvent(kit, { event: 'SIWX_AUTH_ERROR', properties })
    // The outcome replaces 'Authenticating...' at once.
    hideToast(kit)
    if (error instanceof SiwxInitError) await abandonSignIn(kit)
    else if (!(error instanceof SiwxSignInInterruptedError)) {
      if (!kit.stores.modal.open) openModal(kit, { view: siwxView(kit) })
      showToast(kit, smartAccount ? smartAccountToast : declinedToast)
    }
    throw error
  } finally {
    account.stop()
  }
}

const declinedToast = {
  message: 'Signature declined',
  messageId: 'siwxSignatureDeclined',
  variant: 'error',
} as const

const smartAccountToast = {
  message: 'This application might not support Smart Accounts',
  messageId: 'siwxSmartAccount',
  variant: 'error',
} as const

/** The message's own fields, without its `toString` (the session is stored as data). */
function messageData(created: SiwxMessage): SiwxMessageData {
  return Object.fromEntries(
    Object.entries(created).filter(([key, value]) => key !== 'toString' && value !== undefined),
  ) as SiwxMessageData
}
