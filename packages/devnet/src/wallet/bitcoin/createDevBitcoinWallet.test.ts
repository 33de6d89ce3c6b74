import { hexToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import {
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
} from '../../bitcoin/startBitcoinEsplora.js'
import { createDevBitcoinWallet } from './createDevBitcoinWallet.js'

let bitcoin: StartBitcoinEsploraReturnType
beforeAll(async () => {
  bitcoin = await startBitcoinEsplora({ port: 0, blockIntervalMs: 0 })
})
afterAll(async () => {
  await bitcoin.stop()
})

const created: ReturnType<typeof createDevBitcoinWallet>[] = []
afterEach(() => {
  for (const wallet of created.splice(0)) wallet.destroy()
})

function create(parameters: Partial<Parameters<typeof createDevBitcoinWallet>[0]> = {}) {
  const wallet = createDevBitcoinWallet({
    esploraUrl: bitcoin.url,
    network: 'regtest',
    panel: false,
    register: false,
    storageKey: null,
    ...parameters,
  })
  created.push(wallet)
  return wallet
}

async function connect(dev: ReturnType<typeof create>) {
  const pending = dev.wallet.features['bitcoin:connect'].connect({
    purposes: ['payment', 'ordinals'],
  })
  await Promise.resolve()
  expect(dev.pendingRequests().map((request) => request.method)).toEqual(['bitcoin:connect'])
  dev.approve()
  const { accounts } = await pending
  return { payment: accounts[0]!, ordinals: accounts[1]! }
}

/** Resolves once a request waits, then approves it. */
async function approveNext(dev: ReturnType<typeof create>) {
  for (let i = 0; i < 100 && dev.pendingRequests().length === 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  return dev.pendingRequests()[0]
}

test('connects the payment (P2WPKH) and ordinals (P2TR) accounts of the dev key', async () => {
  const dev = create({ accountIndex: 1 })
  expect(dev.wallet.chains).toEqual(['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'bitcoin:regtest'])
  expect(Object.keys(dev.wallet.features).sort()).toEqual([
    'bitcoin:connect',
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
    'standard:disconnect',
    'standard:events',
  ])
  expect(dev.wallet.accounts).toEqual([])
  const { payment, ordinals } = await connect(dev)
  const key = bitcoinDevAccounts[1]!
  expect(payment).toMatchObject({ address: key.paymentAddress, purpose: 'payment' })
  expect(ordinals).toMatchObject({ address: key.ordinalsAddress, purpose: 'ordinal' })
  expect(payment.publicKey).toEqual(hexToBytes(key.publicKey))
  expect(ordinals.publicKey).toEqual(hexToBytes(key.ordinalsPublicKey))
  expect(dev.wallet.accounts).toEqual([payment, ordinals])
  const again = await dev.wallet.features['bitcoin:connect'].connect({ purposes: ['ordinals'] })
  expect(again.accounts.map((account) => account.address)).toEqual([key.ordinalsAddress])
  expect(dev.pendingRequests()).toEqual([])
})

test('a rejected connection fails with 4001', async () => {
  const dev = create()
  const pending = dev.wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
  await Promise.resolve()
  dev.reject()
  await expect(pending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  expect(dev.connected()).toBe(false)
})

test.each([
  ['payment', 'bip322'],
  ['payment', 'ecdsa'],
  ['ordinals', 'bip322'],
] as const)(
  'signs a message from the %s address (%s), checked by bip322-js',
  async (purpose, protocol) => {
    const dev = create()
    const accounts = await connect(dev)
    const account = accounts[purpose]
    const text = `Kit says hi to ${purpose}`
    const pending = dev.wallet.features['bitcoin:signMessage'].signMessage({
      account,
      message: new TextEncoder().encode(text),
      protocol,
    })
    expect((await approveNext(dev))?.summary).toContain(text)
    dev.approve()
    const [output] = await pending
    const base64 = Buffer.from(output!.signature).toString('base64')
    expect(Verifier.verifySignature(account.address, text, base64, true)).toBe(true)
    expect(Verifier.verifySignature(account.address, `${text}!`, base64)).toBe(false)
  },
)

test('ECDSA from the P2TR address, unknown accounts and a rejection are refused', async () => {
  const dev = create()
  const { ordinals, payment } = await connect(dev)
  const feature = dev.wallet.features['bitcoin:signMessage']
  const message = new Uint8Array([104, 105])
  await expect(
    feature.signMessage({ account: ordinals, message, protocol: 'ecdsa' }),
  ).rejects.toThrow('BIP-322 only')
  const stranger = { ...payment, address: bitcoinDevAccounts[2]!.paymentAddress }
  await expect(feature.signMessage({ account: stranger, message })).rejects.toMatchObject({
    code: 4100,
  })
  const pending = feature.signMessage({ account: payment, message })
  await approveNext(dev)
  dev.reject()
  await expect(pending).rejects.toMatchObject({ code: 4001 })
})

async function utxos(address: string) {
  const response = await fetch(`${bitcoin.url}/address/${address}/utxo`)
  return (await response.json()) as { txid: string; vout: number; value: number }[]
}

/** An unsigned PSBT spending one output of each of the dev key's addresses. */
async function spendPsbt(key: (typeof bitcoinDevAccounts)[number], to: string) {
  const network = bitcoinRegtest.network
  const payment = p2wpkh(hexToBytes(key.publicKey), network)
  const ordinals = p2tr(hexToBytes(key.ordinalsPublicKey), undefined, network)
  const [paid] = await utxos(key.paymentAddress)
  const [inscribed] = await utxos(key.ordinalsAddress)
  const tx = new Transaction({ version: 2 })
  tx.addInput({
    txid: paid!.txid,
    index: paid!.vout,
    witnessUtxo: { script: payment.script, amount: BigInt(paid!.value) },
  })
  tx.addInput({
    txid: inscribed!.txid,
    index: inscribed!.vout,
    witnessUtxo: { script: ordinals.script, amount: BigInt(inscribed!.value) },
  })
  const total = BigInt(paid!.value + inscribed!.value)
  tx.addOutputAddress(to, total - 2_000n, network)
  return { psbt: tx.toPSBT(), total }
}

test('signs a PSBT spending P2WPKH and P2TR inputs; the regtest server accepts it', async () => {
  const dev = create({ accountIndex: 2 })
  const { payment, ordinals } = await connect(dev)
  const key = bitcoinDevAccounts[2]!
  const to = bitcoinDevAccounts[0]!.paymentAddress
  const { psbt, total } = await spendPsbt(key, to)
  const pending = dev.wallet.features['bitcoin:signTransaction'].signTransaction({
    psbt,
    inputsToSign: [
      { account: payment, signingIndexes: [0] },
      { account: ordinals, signingIndexes: [1] },
    ],
    chain: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  })
  const request = await approveNext(dev)
  expect(request?.summary).toContain('Sign input(s) 0, 1 of 2')
  expect(request?.summary).toContain(`Pay ${Number(total - 2_000n) / 1e8} BTC to bcrt1q`)
  expect(request?.summary).toContain('Fee 0.00002 BTC')
  dev.approve()
  const [{ signedPsbt }] = (await pending) as [{ signedPsbt: Uint8Array }]
  const signed = Transaction.fromPSBT(signedPsbt)
  expect(signed.getInput(0).partialSig).toHaveLength(1)
  expect(signed.getInput(1).tapKeySig).toHaveLength(64)
  signed.finalize()
  const response = await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: signed.hex })
  expect(await response.text()).toBe(signed.id)
  expect(response.status).toBe(200)
  bitcoin.mine(1)
  const status = await (await fetch(`${bitcoin.url}/tx/${signed.id}/status`)).json()
  expect(status).toMatchObject({ confirmed: true })
})

test('broadcast finalizes and posts a signed PSBT', async () => {
  const dev = create({ autoApprove: true })
  const { accounts } = await dev.wallet.features['bitcoin:connect'].connect({
    purposes: ['payment', 'ordinals'],
  })
  const [payment, ordinals] = accounts as [WalletAccount, WalletAccount]
  const { psbt } = await spendPsbt(bitcoinDevAccounts[0]!, bitcoinDevAccounts[1]!.ordinalsAddress)
  const [output] = await dev.wallet.features['bitcoin:signTransaction'].signTransaction({
    psbt,
    inputsToSign: [
      { account: payment, signingIndexes: [0], sigHash: 'ALL' },
      { account: ordinals, signingIndexes: [1] },
    ],
  })
  const txid = await dev.broadcast(output!.signedPsbt)
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  const tx = await (await fetch(`${bitcoin.url}/tx/${txid}`)).json()
  expect(tx).toMatchObject({ txid })
})

test('refuses inputs of other addresses, missing inputs and bad PSBTs before asking', async () => {
  const dev = create()
  const { payment, ordinals } = await connect(dev)
  const feature = dev.wallet.features['bitcoin:signTransaction']
  const { psbt } = await spendPsbt(bitcoinDevAccounts[0]!, bitcoinDevAccounts[1]!.paymentAddress)
  await expect(
    feature.signTransaction({ psbt, inputsToSign: [{ account: ordinals, signingIndexes: [0] }] }),
  ).rejects.toThrow('Input 0 is not a P2TR output')
  await expect(
    feature.signTransaction({ psbt, inputsToSign: [{ account: payment, signingIndexes: [5] }] }),
  ).rejects.toThrow('The PSBT has no input 5.')
  await expect(
    feature.signTransaction({
      psbt: new Uint8Array([1, 2]),
      inputsToSign: [{ account: payment, signingIndexes: [0] }],
    }),
  ).rejects.toMatchObject({ code: -32602 })
  const pending = feature.signTransaction({
    psbt,
    inputsToSign: [{ account: payment, signingIndexes: [0] }],
  })
  await approveNext(dev)
  dev.reject()
  await expect(pending).rejects.toMatchObject({ code: 4001 })
})

test('switching the account and disconnecting emit change', async () => {
  const dev = create()
  await connect(dev)
  const changes: StandardEventsChangeProperties[] = []
  dev.wallet.features['standard:events'].on('change', (change) => changes.push(change))
  dev.selectAccount(2)
  expect(dev.wallet.accounts.map((account) => account.address)).toEqual([
    bitcoinDevAccounts[2]!.paymentAddress,
    bitcoinDevAccounts[2]!.ordinalsAddress,
  ])
  dev.disconnect()
  expect(changes.map((change) => change.accounts?.length)).toEqual([2, 0])
  expect(changes[0]!.accounts![0]!.address).toBe(bitcoinDevAccounts[2]!.paymentAddress)
  expect(() => dev.selectAccount(3)).toThrow('There is no dev key 3.')
})
