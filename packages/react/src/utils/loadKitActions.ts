// Actions an app calls rarely (and never before first paint), loaded on their first call.
export { disconnect, switchNetwork } from '@kit/core'
