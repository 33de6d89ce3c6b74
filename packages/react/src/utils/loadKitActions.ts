// Actions an app calls rarely (and never before first paint): they load with the modal's code
// (see Modal.tsx), which is fetched when the page is idle.
export { addNetwork } from '@kit/core/modules/actions/addNetwork'
export { disconnect } from '@kit/core/modules/actions/disconnect'
export { removeAdapter } from '@kit/core/modules/actions/removeAdapter'
export { removeNetwork } from '@kit/core/modules/actions/removeNetwork'
export { setLocale } from '@kit/core/modules/actions/setLocale'
export { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
export {
  subscribeAccount,
  subscribeCaipNetworkChange,
  subscribeNetwork,
  subscribeProviders,
  subscribeState,
  subscribeWalletInfo,
} from './instanceSubscriptions.js'
