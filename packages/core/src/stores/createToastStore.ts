import { proxy } from 'valtio/vanilla'

export type ToastVariant = 'success' | 'loading' | 'error'

/** The toasts core shows itself; the modal draws each in its language. */
export type ToastMessageId =
  | 'transactionStarted'
  | 'somethingWentWrong'
  | 'failedToDisconnect'
  | 'siwxAuthenticating'
  | 'siwxSignatureDeclined'
  | 'siwxSmartAccount'
  | 'siwxInitFailed'

export type ToastState = {
  message: string
  /** Set for a toast of core's own: the modal reads this, and `message` is its English text. */
  messageId: ToastMessageId | undefined
  variant: ToastVariant
  svg: string | undefined
  open: boolean
  autoClose: boolean
}

export function createToastStore() {
  return proxy<ToastState>({
    message: '',
    messageId: undefined,
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  })
}
