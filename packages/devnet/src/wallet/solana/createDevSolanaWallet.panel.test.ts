// @vitest-environment jsdom
import { getWallets } from '@wallet-standard/app'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { afterEach, expect, test } from 'vitest'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { createDevSolanaWallet } from './createDevSolanaWallet.js'

const created: ReturnType<typeof createDevSolanaWallet>[] = []
afterEach(() => {
  for (const wallet of created.splice(0)) wallet.destroy()
  localStorage.clear()
})

const byTestId = (id: string, root: ParentNode = document) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`)

function create(parameters: Partial<Parameters<typeof createDevSolanaWallet>[0]> = {}) {
  const wallet = createDevSolanaWallet({ rpcUrl: 'http://127.0.0.1:8899', ...parameters })
  created.push(wallet)
  return wallet
}

test('registers with the Wallet Standard', () => {
  const dev = create({ name: 'Registered Solana', panel: false })
  const found = getWallets()
    .get()
    .find((wallet) => wallet.name === 'Registered Solana')
  expect(found).toBe(dev.wallet)
  expect(found?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
})

test('the panel approves, rejects, switches the account and disconnects', async () => {
  const dev = create()
  const panel = byTestId('devwallet-solana-panel')!
  expect(panel.parentElement).toBe(document.body)
  expect(panel.style.getPropertyValue('position')).toBe('fixed')
  expect(byTestId('devwallet-solana-account')!.textContent).toBe('9C6hyb…Jtpj · Not connected')
  const select = byTestId('devwallet-solana-account-select') as HTMLSelectElement
  expect(select.options).toHaveLength(4)
  expect((byTestId('devwallet-solana-disconnect') as HTMLButtonElement).disabled).toBe(true)

  // Folded (Hide), the card is its title row; the connect request below unfolds it.
  const toggle = byTestId('devwallet-solana-toggle') as HTMLButtonElement
  toggle.click()
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(byTestId('devwallet-solana-account')!.closest('[hidden]')).not.toBeNull()

  const connecting = dev.wallet.features['standard:connect'].connect()
  await Promise.resolve()
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  const item = byTestId('devwallet-request', panel)!
  expect(item.dataset.method).toBe('standard:connect')
  byTestId('devwallet-approve', item)!.click()
  const { accounts } = await connecting
  expect(byTestId('devwallet-solana-account')!.dataset.connected).toBe('true')

  const changes: StandardEventsChangeProperties[] = []
  dev.wallet.features['standard:events'].on('change', (change) => changes.push(change))
  select.value = '2'
  select.dispatchEvent(new Event('change'))
  expect(dev.wallet.accounts[0]!.address).toBe(solanaDevAccounts[2]!.address)
  expect(changes[0]!.accounts![0]!.address).toBe(solanaDevAccounts[2]!.address)

  const signing = dev.wallet.features['solana:signMessage'].signMessage({
    account: dev.wallet.accounts[0]!,
    message: new TextEncoder().encode('hello'),
  })
  await Promise.resolve()
  byTestId('devwallet-reject', panel)!.click()
  await expect(signing).rejects.toMatchObject({ code: 4001 })
  expect(accounts[0]!.address).toBe(solanaDevAccounts[0]!.address)

  byTestId('devwallet-solana-disconnect')!.click()
  expect(changes.at(-1)).toEqual({ accounts: [] })
  expect(dev.wallet.accounts).toEqual([])
  dev.destroy()
  expect(byTestId('devwallet-solana-panel')).toBeNull()
})

test('remembers the account and connection for a silent reconnect', async () => {
  const first = create({ panel: false, autoApprove: true, register: false })
  await first.wallet.features['standard:connect'].connect()
  first.selectAccount(1)
  first.destroy()
  const second = create({ panel: false, register: false })
  const { accounts } = await second.wallet.features['standard:connect'].connect({ silent: true })
  expect(accounts.map((account) => account.address)).toEqual([solanaDevAccounts[1]!.address])
})
