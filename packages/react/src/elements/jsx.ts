import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type ElementProps<P> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & P

/** JSX types for the `appkit-*` (and `w3m-*`) elements, so `<appkit-button />` type-checks in React apps. */
export type AppKitElements = {
  'appkit-button': ElementProps<{
    size?: 'md' | 'sm'
    label?: string
    loadingLabel?: string
    disabled?: boolean
    balance?: 'show' | 'hide'
    namespace?: string
  }>
  'appkit-connect-button': ElementProps<{
    size?: 'md' | 'sm'
    label?: string
    loadingLabel?: string
  }>
  'appkit-account-button': ElementProps<{ disabled?: boolean; balance?: 'show' | 'hide' }>
  'appkit-network-button': ElementProps<{ disabled?: boolean }>
  /** AppKit's older names for the same elements. */
  'w3m-button': AppKitElements['appkit-button']
  'w3m-connect-button': AppKitElements['appkit-connect-button']
  'w3m-account-button': AppKitElements['appkit-account-button']
  'w3m-network-button': AppKitElements['appkit-network-button']
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitElements {}
  }
}
