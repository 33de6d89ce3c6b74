// @vitest-environment node
import { mainnet, optimism } from '@kit/core/networks'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { AppKitButton } from './components/buttons/AppKitButton.js'
import { createAppKit } from './createAppKit.js'
import { useAppKitAccount } from './hooks/useAppKitAccount.js'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.js'

function Page() {
  const { isConnected, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <main>
      <AppKitButton />
      <p>{`${isConnected} ${status} ${caipNetworkId}`}</p>
    </main>
  )
}

test('renders on a server with no window, storage or adapters set up', () => {
  const appKit = createAppKit({ networks: [mainnet, optimism], projectId: 'ssr' })
  // React warns through console.error (React 18 of every useLayoutEffect it meets on a server).
  const error = vi.spyOn(console, 'error')
  const html = renderToString(<Page />)
  expect(error).not.toHaveBeenCalled()
  error.mockRestore()
  expect(html).toContain('Connect Wallet')
  expect(html).toContain('false disconnected eip155:1')
  appKit.destroy()
})
