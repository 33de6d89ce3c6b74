import type { CaipNetwork } from '@kit/core'

/** One wallet connection of a namespace, typed as AppKit 1.7 types it (`@reown/appkit-common`). */
export type Connection = {
  name?: string | undefined
  icon?: string | undefined
  networkIcon?: string | undefined
  accounts: { type?: string | undefined; address: string; publicKey?: string | undefined }[]
  caipNetwork?: CaipNetwork | undefined
  connectorId: string
  auth?: { name: string | undefined; username: string | undefined } | undefined
}
