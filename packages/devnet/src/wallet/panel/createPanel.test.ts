// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createDevWallet } from '../createDevWallet.js'

const wallets: ReturnType<typeof createDevWallet>[] = []
beforeEach(() => localStorage.clear())
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.destroy()
})

function create(parameters: Parameters<typeof createDevWallet>[0] = {}) {
  const wallet = createDevWallet(parameters)
  wallets.push(wallet)
  return wallet
}

const byTestId = (id: string, root: ParentNode = document) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`)

test('floats on the page with the account, networks and controls', () => {
  const wallet = create()
  const panel = byTestId('devwallet-panel')!
  expect(panel.parentElement).toBe(document.body)
  expect(panel.style.getPropertyValue('position')).toBe('fixed')
  expect(panel.style.getPropertyValue('border-radius')).toBe('12px')
  expect(panel.getAttribute('style')).not.toContain('undefined')
  expect(document.querySelectorAll('style')).toHaveLength(0)

  const account = byTestId('devwallet-account')!
  expect(account.textContent).toBe('0xf39F…2266 · Not connected')
  expect(account.dataset.connected).toBe('false')
  const select = byTestId('devwallet-chain-select') as HTMLSelectElement
  expect([...select.options].map((option) => option.textContent)).toEqual([
    'Ethereum (1)',
    'OP Mainnet (10)',
    'Sepolia (11155111)',
    'Polygon (137)',
  ])
  expect(select.value).toBe('1')
  expect((byTestId('devwallet-disconnect') as HTMLButtonElement).disabled).toBe(true)

  wallet.destroy()
  expect(byTestId('devwallet-panel')).toBeNull()
})

test('approve and reject buttons settle the pending request', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const wallet = create({ panel: container })
  expect(byTestId('devwallet-panel', container)?.style.getPropertyValue('position')).toBe('')

  const connect = wallet.provider.request({ method: 'eth_requestAccounts' })
  const item = byTestId('devwallet-request', container)!
  expect(item.dataset.method).toBe('eth_requestAccounts')
  expect(item.textContent).toContain('Connect to http://localhost:3000')
  byTestId('devwallet-approve', item)!.click()
  expect(await connect).toEqual([wallet.address])
  expect(byTestId('devwallet-request', container)).toBeNull()
  expect(byTestId('devwallet-account', container)?.textContent).toBe('0xf39F…2266 · Connected')

  const sign = wallet.provider.request({
    method: 'personal_sign',
    params: ['0x6869', wallet.address],
  })
  byTestId('devwallet-reject', container)!.click()
  await expect(sign).rejects.toMatchObject({ code: 4001 })
  container.remove()
})

test('untrusted message text is rendered as text, never as markup', async () => {
  const wallet = create()
  wallet.setAutoApprove(true)
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setAutoApprove(false)
  const message = '<img src=x onerror="window.__pwned=1">\u202Egnp.exe'
  const hex = `0x${Buffer.from(message).toString('hex')}`
  void wallet.provider
    .request({ method: 'personal_sign', params: [hex, wallet.address] })
    .catch(() => {})
  const item = byTestId('devwallet-request')!
  expect(item.querySelector('img')).toBeNull()
  expect(item.textContent).toContain(`Sign message: ${message}`)
  expect((window as { __pwned?: number }).__pwned).toBeUndefined()
})

test('selecting a network in the panel switches the wallet', () => {
  const wallet = create()
  const changes: string[] = []
  wallet.provider.on('chainChanged', (chainId) => changes.push(chainId))
  const select = byTestId('devwallet-chain-select') as HTMLSelectElement
  select.value = '137'
  select.dispatchEvent(new Event('change'))
  expect(changes).toEqual(['0x89'])
  expect(wallet.getState().chainId).toBe(137)
})

test('disconnect revokes the permission; auto-approve skips the prompts', async () => {
  const wallet = create()
  const autoApprove = byTestId('devwallet-auto-approve') as HTMLInputElement
  autoApprove.click()
  expect(wallet.getState().autoApprove).toBe(true)
  expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])

  const changes: string[][] = []
  wallet.provider.on('accountsChanged', (accounts) => changes.push(accounts))
  byTestId('devwallet-disconnect')!.click()
  expect(changes).toEqual([[]])
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(byTestId('devwallet-account')?.dataset.connected).toBe('false')
})

test('Hide folds the card to its title row, Show unfolds it, and a new request unfolds it', async () => {
  const wallet = create()
  const panel = byTestId('devwallet-panel')!
  const toggle = byTestId('devwallet-toggle') as HTMLButtonElement
  const body = document.getElementById(toggle.getAttribute('aria-controls')!)!
  expect(body.contains(byTestId('devwallet-account'))).toBe(true)
  expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).toEqual(['Hide', 'true'])
  // Named by its text alone: a test's getByRole('button', { name: 'Kit Dev Wallet' }) finds the
  // wallet's row in the modal, not this button.
  expect(toggle.hasAttribute('aria-label')).toBe(false)

  toggle.click()
  expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).toEqual(['Show', 'false'])
  expect(body.hidden).toBe(true)
  expect(body.style.getPropertyValue('display')).toBe('none')
  expect(panel.style.getPropertyValue('width')).toBe('auto')

  toggle.click()
  expect([toggle.textContent, body.hidden, body.style.getPropertyValue('display')]).toEqual([
    'Hide',
    false,
    'flex',
  ])
  expect(panel.style.getPropertyValue('width')).toBe('300px')

  // Folded, a request that comes in shows the card: a wallet never waits for approval unseen.
  toggle.click()
  const connect = wallet.provider.request({ method: 'eth_requestAccounts' })
  expect(body.hidden).toBe(false)
  expect(byTestId('devwallet-request', body)).not.toBeNull()
  byTestId('devwallet-approve')!.click()
  await connect
  // Settling it does not unfold again a card folded after it.
  toggle.click()
  wallet.setAutoApprove(true)
  expect(body.hidden).toBe(true)
})
