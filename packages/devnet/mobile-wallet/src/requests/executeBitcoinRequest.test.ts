import { hexToBytes } from '@noble/hashes/utils.js'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bitcoinDevAccounts, bitcoinRegtest } from '#shared'
import {
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
} from '../../../src/bitcoin/startBitcoinEsplora.js'
import { executeBitcoinRequest } from './executeBitcoinRequest.js'

const account = bitcoinDevAccounts[1]!
let bitcoin: StartBitcoinEsploraReturnType
beforeAll(async () => {
  bitcoin = await startBitcoinEsplora({ port: 0, blockIntervalMs: 0 })
})
afterAll(async () => {
  await bitcoin.stop()
})

const run = (method: string, params: unknown) =>
  executeBitcoinRequest({ method, params, account, esploraUrl: bitcoin.url })

describe('signMessage', () => {
  test.each([
    [account.paymentAddress, 'ecdsa'],
    [account.paymentAddress, 'bip322'],
    [account.ordinalsAddress, undefined],
  ])('signs from %s (%s): a hex signature bip322-js verifies', async (address, protocol) => {
    const result = (await run('signMessage', {
      account: account.paymentAddress,
      address,
      message: 'Hello from Kit',
      ...(protocol ? { protocol } : {}),
    })) as { address: string; signature: string; messageHash: string }
    expect(result.address).toBe(address)
    expect(result.messageHash).toMatch(/^[0-9a-f]{64}$/)
    const base64 = Buffer.from(result.signature, 'hex').toString('base64')
    expect(Verifier.verifySignature(address, 'Hello from Kit', base64, true)).toBe(true)
    expect(Verifier.verifySignature(address, 'Hello from Kit.', base64)).toBe(false)
  })

  test('refuses another address (4100) and ECDSA from P2TR', async () => {
    await expect(
      run('signMessage', { address: bitcoinDevAccounts[0]!.paymentAddress, message: 'x' }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      run('signMessage', { address: account.ordinalsAddress, message: 'x', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

async function unsignedPsbt() {
  const network = bitcoinRegtest.network
  const payment = p2wpkh(hexToBytes(account.publicKey), network)
  const utxos = (await (
    await fetch(`${bitcoin.url}/address/${account.paymentAddress}/utxo`)
  ).json()) as { txid: string; vout: number; value: number }[]
  const utxo = utxos[0]!
  const tx = new Transaction({ version: 2 })
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
  })
  tx.addOutputAddress(bitcoinDevAccounts[2]!.paymentAddress, BigInt(utxo.value) - 1_000n, network)
  return Buffer.from(tx.toPSBT()).toString('base64')
}

describe('signPsbt', () => {
  test('signs the named input; finalized, the regtest server accepts it', async () => {
    const { psbt, txid } = (await run('signPsbt', {
      account: account.paymentAddress,
      psbt: await unsignedPsbt(),
      signInputs: [{ address: account.paymentAddress, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })) as { psbt: string; txid?: string }
    expect(txid).toBeUndefined()
    const signed = Transaction.fromPSBT(Buffer.from(psbt, 'base64'))
    signed.finalize()
    const response = await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: signed.hex })
    expect(await response.text()).toBe(signed.id)
  })

  test('broadcasts when asked and answers the txid', async () => {
    const { txid } = (await run('signPsbt', {
      psbt: await unsignedPsbt(),
      signInputs: [{ address: account.paymentAddress, index: 0 }],
      broadcast: true,
    })) as { psbt: string; txid: string }
    const status = await (await fetch(`${bitcoin.url}/tx/${txid}/status`)).json()
    expect(status).toMatchObject({ confirmed: false })
  })

  test('refuses inputs of other addresses and unknown sighash types', async () => {
    const psbt = await unsignedPsbt()
    await expect(
      run('signPsbt', { psbt, signInputs: [{ address: account.ordinalsAddress, index: 0 }] }),
    ).rejects.toThrow('Input 0 is not a P2TR output')
    await expect(
      run('signPsbt', {
        psbt,
        signInputs: [{ address: account.paymentAddress, index: 0, sighashTypes: [9] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('sendTransfer and getAccountAddresses', () => {
  test('pays the recipient from the payment address', async () => {
    const recipient = bitcoinDevAccounts[0]!.ordinalsAddress
    const { txid } = (await run('sendTransfer', {
      account: account.paymentAddress,
      recipientAddress: recipient,
      amount: '25000',
    })) as { txid: string }
    const tx = (await (await fetch(`${bitcoin.url}/tx/${txid}`)).json()) as {
      vout: { scriptpubkey_address: string; value: number }[]
    }
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: recipient, value: 25_000 }),
    )
  })

  test('refuses bad amounts and recipients, and sending without an Esplora API', async () => {
    await expect(
      run('sendTransfer', { recipientAddress: account.ordinalsAddress, amount: '-1' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      run('sendTransfer', { recipientAddress: 'bc1qnotregtest', amount: '1000' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      executeBitcoinRequest({
        method: 'sendTransfer',
        params: { recipientAddress: account.ordinalsAddress, amount: '1000' },
        account,
      }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  test('lists the payment and ordinals addresses, filtered by intention', async () => {
    expect(await run('getAccountAddresses', { account: account.paymentAddress })).toEqual([
      { address: account.paymentAddress, publicKey: account.publicKey, intention: 'payment' },
      {
        address: account.ordinalsAddress,
        publicKey: account.ordinalsPublicKey,
        intention: 'ordinal',
      },
    ])
    expect(
      await run('getAccountAddresses', {
        account: account.paymentAddress,
        intentions: ['ordinal'],
      }),
    ).toHaveLength(1)
    await expect(run('signTransaction', {})).rejects.toMatchObject({ code: 4200 })
  })
})
