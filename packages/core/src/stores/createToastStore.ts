import { proxy } from 'valtio/vanilla'

export type ToastVariant = 'success' | 'loading' | 'error'

export type ToastState = {
  message: string
  variant: ToastVariant
  svg: string | undefined
  open: boolean
  autoClose: boolean
}

export function createToastStore() {
  return proxy<ToastState>({
    message: '',
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  })
}
