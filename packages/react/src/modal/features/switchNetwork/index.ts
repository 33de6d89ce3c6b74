export { default as SwitchNetworkView } from './SwitchNetworkView/SwitchNetworkView.js'
