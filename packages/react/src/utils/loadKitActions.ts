// What the instance calls rarely (and never before first paint): it loads with the modal's code
// (see Modal.tsx), which is fetched when the page is idle.
export { instanceActions } from './instanceActions.js'
export {
  subscribeAccount,
  subscribeCaipNetworkChange,
  subscribeNetwork,
  subscribeProviders,
  subscribeState,
  subscribeWalletInfo,
} from './instanceSubscriptions.js'
