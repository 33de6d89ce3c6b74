// The hosted wallet catalogue, served on the bench from the local stack's catalogue service.
import { startApiServer } from '@kit/devnet/node'
import { routeRasterWalletImages } from './rasterWalletImages.mjs'

/** Where the kit reads its wallet catalogue by default: `defaultServiceUrls.explorer` in @kit/core. */
const hostedCatalogue = 'https://api.web3modal.org'

/**
 * Starts the local catalogue service and returns its `url` (for pages pointed at it directly)
 * and `route(context)`, which answers a browser context's requests to the hosted catalogue
 * from it: the minimal page is measured as a
 * visitor online sees it (its catalogue reached, the recommended wallets drawn), not in the
 * state of a failed request, whose error handling also costs the page heap of its own. Its wallet
 * images are PNG files, as the hosted catalogue's are, not the local service's SVG badges.
 */
export async function startCatalogue() {
  const api = await startApiServer({ port: 0, chains: [] })
  return {
    url: api.url,
    async route(context) {
      await context.route(`${hostedCatalogue}/**`, async (route) => {
        const { pathname, search } = new URL(route.request().url())
        const response = await route.fetch({ url: `${api.url}${pathname}${search}` })
        await route.fulfill({ response })
      })
      await routeRasterWalletImages(context)
    },
    stop: () => api.stop(),
  }
}
