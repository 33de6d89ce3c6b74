// @vitest-environment jsdom
import { getWallets } from '@wallet-standard/app'
import { afterEach, expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../../bitcoin/bitcoinDevAccounts.js'
import { createDevBitcoinWallet } from './createDevBitcoinWallet.js'

const created: ReturnType<typeof createDevBitcoinWallet>[] = []
afterEach(() => {
  for (const wallet of created.splice(0)) wallet.destroy()
  localStorage.clear()
})

const byTestId = (id: string, root: ParentNode = document) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`)

test('registers with the Wallet Standard as a bitcoin:connect wallet', () => {
  const dev = createDevBitcoinWallet({
    esploraUrl: 'http://127.0.0.1:3002',
    network: 'regtest',
    name: 'Registered Bitcoin',
    panel: false,
  })
  created.push(dev)
  const found = getWallets()
    .get()
    .find((wallet) => wallet.name === 'Registered Bitcoin')
  expect(found).toBe(dev.wallet)
  expect('bitcoin:connect' in found!.features).toBe(true)
})

test('the panel connects, switches the account, rejects and disconnects', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const dev = createDevBitcoinWallet({
    esploraUrl: 'http://127.0.0.1:3002',
    network: 'regtest',
    panel: container,
    register: false,
  })
  created.push(dev)
  const panel = byTestId('devwallet-bitcoin-panel', container)!
  expect(panel.style.getPropertyValue('position')).toBe('')
  expect(byTestId('devwallet-bitcoin-account', panel)!.textContent).toBe(
    'bcrt1q…fs7t · Not connected',
  )
  const connecting = dev.wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
  await Promise.resolve()
  expect(byTestId('devwallet-request', panel)!.dataset.method).toBe('bitcoin:connect')
  byTestId('devwallet-approve', panel)!.click()
  expect((await connecting).accounts).toHaveLength(1)

  const select = byTestId('devwallet-bitcoin-account-select', panel) as HTMLSelectElement
  expect(select.options).toHaveLength(bitcoinDevAccounts.length)
  select.value = '1'
  select.dispatchEvent(new Event('change'))
  expect(dev.wallet.accounts[0]!.address).toBe(bitcoinDevAccounts[1]!.paymentAddress)

  const signing = dev.wallet.features['bitcoin:signMessage'].signMessage({
    account: dev.wallet.accounts[0]!,
    message: new TextEncoder().encode('hi'),
  })
  await Promise.resolve()
  byTestId('devwallet-reject', panel)!.click()
  await expect(signing).rejects.toMatchObject({ code: 4001 })
  byTestId('devwallet-bitcoin-disconnect', panel)!.click()
  expect(dev.wallet.accounts).toEqual([])
  expect(byTestId('devwallet-bitcoin-account', panel)!.dataset.connected).toBe('false')
})
