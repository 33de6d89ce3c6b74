import { AppKitButton, AppKitNetworkButton } from '@reown/appkit/react'
import { useState } from 'react'
import { modal } from './appKit'
import { Actions } from './components/Actions'
import { ContractActions } from './components/ContractActions'
import { Info } from './components/Info'

export function App() {
  const [result, setResult] = useState('')
  return (
    <main>
      <h1>AppKit ethers app</h1>
      <appkit-button balance="show" />
      <appkit-network-button />
      <appkit-connect-button label="Sign in" />
      <appkit-account-button />
      <AppKitButton size="sm" />
      <AppKitNetworkButton />
      <button type="button" onClick={() => modal.open({ view: 'Networks' })}>
        Networks
      </button>
      <Actions onResult={setResult} />
      <ContractActions onResult={setResult} />
      <output data-testid="result">{result}</output>
      <p>Provider type: {modal.getWalletProviderType()}</p>
      <Info />
    </main>
  )
}
