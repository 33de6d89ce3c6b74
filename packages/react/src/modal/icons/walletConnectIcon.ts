/**
 * The WalletConnect row's icon, a stylised link between two devices, as a data URI: no request,
 * and it loads with the modal, not before first paint.
 */
export const walletConnectIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b99fc"/><path d="M11.5 16.2c4.7-4.6 12.3-4.6 17 0l.6.6a.6.6 0 0 1 0 .8l-1.9 1.9a.3.3 0 0 1-.4 0l-.8-.8a8.3 8.3 0 0 0-11.6 0l-.9.8a.3.3 0 0 1-.4 0l-2-1.9a.6.6 0 0 1 0-.8zm21 3.9 1.7 1.7a.6.6 0 0 1 0 .8l-7.7 7.6a.6.6 0 0 1-.9 0l-5.4-5.4a.2.2 0 0 0-.3 0l-5.4 5.4a.6.6 0 0 1-.9 0l-7.7-7.6a.6.6 0 0 1 0-.8l1.7-1.7a.6.6 0 0 1 .9 0l5.4 5.4a.2.2 0 0 0 .3 0l5.4-5.4a.6.6 0 0 1 .9 0l5.4 5.4a.2.2 0 0 0 .3 0l5.4-5.4a.6.6 0 0 1 .9 0z" fill="#fff"/></svg>',
  )
