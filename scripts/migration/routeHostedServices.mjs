/**
 * The hosted services an AppKit app reaches by default (blockchain API, wallet catalogue,
 * analytics), answered by the local stack's server under the same paths.
 */
const hostedServices = ['rpc.walletconnect.org', 'api.web3modal.org', 'pulse.walletconnect.org']

/** Routes the page's hosted-service requests to the stack; returns the other offsite requests. */
export async function routeHostedServices(context, config) {
  const offsite = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && !['data:', 'blob:'].includes(url.protocol),
    async (route) => {
      const url = new URL(route.request().url())
      if (!hostedServices.includes(url.hostname)) {
        offsite.push(url.href)
        return route.abort('blockedbyclient')
      }
      const response = await route.fetch({ url: `${config.apiUrl}${url.pathname}${url.search}` })
      return route.fulfill({ response })
    },
  )
  return offsite
}
