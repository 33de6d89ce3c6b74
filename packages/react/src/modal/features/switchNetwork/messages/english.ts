/** English texts of SwitchNetwork; each other language has a module in `locales/`. */
export const english = {
  'switchNetwork.approve': 'Approve in your wallet',
  'switchNetwork.approveText': 'Accept the switch to {network} in {wallet}.',
  'switchNetwork.declined': 'Switch declined',
  'switchNetwork.declinedText':
    'The wallet may not support this network, or another request is still open.',
  'switchNetwork.failed': 'The switch did not go through',
} as const

export type SwitchNetworkMessageKey = keyof typeof english
