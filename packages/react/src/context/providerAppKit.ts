import { type AppKit, type CreateAppKitOptions, createAppKit } from '../createAppKit.js'

// As in AppKit 1.7, `<AppKitProvider {...options}>` makes one instance per page, whatever its
// renders: React may render and run effects twice (StrictMode, concurrent retries), and a render
// cannot clean up after itself, so the instance is kept outside React until it is destroyed.
const holder: { appKit: AppKit | undefined } = { appKit: undefined }

/**
 * The instance `AppKitProvider` made from its props: created on first call, the same one after
 * (later options are ignored, as in AppKit), and made again only once it was destroyed.
 */
export function getProviderAppKit(options: CreateAppKitOptions): AppKit {
  if (holder.appKit) return holder.appKit
  const created = createAppKit(options)
  const appKit: AppKit = {
    ...created,
    destroy() {
      if (holder.appKit === appKit) holder.appKit = undefined
      created.destroy()
    },
  }
  holder.appKit = appKit
  return appKit
}
