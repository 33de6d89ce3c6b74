// @vitest-environment node
import { mainnet, optimism } from '@kit/core/networks'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { useAppKitAccount } from '../hooks/useAppKitAccount.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
import { AppKitProvider } from './AppKitProvider.js'
import { getProviderAppKit } from './providerAppKit.js'

function Page() {
  const { status } = useAppKitAccount()
  return <p>{`${status} ${useAppKitNetwork().caipNetworkId}`}</p>
}

test("AppKitProvider with AppKit's props renders on a server with no window", () => {
  const options = { projectId: 'ssr', networks: [optimism, mainnet] as const }
  const error = vi.spyOn(console, 'error')
  const html = renderToString(
    <AppKitProvider {...options} networks={[optimism, mainnet]}>
      <Page />
    </AppKitProvider>,
  )
  expect(error).not.toHaveBeenCalled()
  error.mockRestore()
  expect(html).toContain('disconnected eip155:10')
  getProviderAppKit({ ...options, networks: [optimism] }).destroy()
})
