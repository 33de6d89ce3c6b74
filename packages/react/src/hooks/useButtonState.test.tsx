import { mainnet } from '@kit/core/networks'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitButton } from '../components/buttons/AppKitButton.js'
import { ConnectButton } from '../components/buttons/ConnectButton.js'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

/** Draws `children` under a new instance and counts the commits of that tree. */
function drawCounted(children: ReactNode) {
  const appKit = createAppKit({ networks: [mainnet], projectId: 'buttons', storage: null })
  appKits.push(appKit)
  const commits = { count: 0 }
  render(
    <AppKitProvider appKit={appKit}>
      <Profiler id="buttons" onRender={() => void commits.count++}>
        {children}
      </Profiler>
    </AppKitProvider>,
  )
  const setOpen = (open: boolean) =>
    act(() => {
      appKit.kit.stores.modal.open = open
    })
  return { commits, setOpen }
}

describe('useButtonState', () => {
  it('open latency: the kit’s buttons are not drawn again when the modal opens or closes', async () => {
    const { commits, setOpen } = drawCounted(
      <>
        <AppKitButton />
        <ConnectButton size="sm" />
      </>,
    )
    const before = commits.count
    await setOpen(true)
    await setOpen(false)
    expect(commits.count).toBe(before)
  })

  it('a button drawn from the state follows isModalOpen once it reads it', async () => {
    const { setOpen } = drawCounted(
      <ConnectButton>
        {(state) => <span data-testid="shown">{state.isModalOpen ? 'open' : 'closed'}</span>}
      </ConnectButton>,
    )
    expect(screen.getByTestId('shown').textContent).toBe('closed')
    await setOpen(true)
    expect(screen.getByTestId('shown').textContent).toBe('open')
    await setOpen(false)
    expect(screen.getByTestId('shown').textContent).toBe('closed')
  })
})
