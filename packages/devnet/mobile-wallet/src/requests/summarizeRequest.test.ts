import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { solanaDevAccounts } from '../../../src/solana/solanaDevAccounts.js'
import { summarizeRequest } from './summarizeRequest.js'

const chains = [
  { chainId: 1, name: 'Ethereum', symbol: 'ETH', rpcUrl: 'http://127.0.0.1:8545', testnet: false },
  { chainId: 137, name: 'Polygon', symbol: 'POL', rpcUrl: 'http://127.0.0.1:8546', testnet: false },
]
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function summary(method: string, params: unknown, chainId = 1) {
  return summarizeRequest({
    method,
    params,
    chain: chains.find((chain) => chain.chainId === chainId),
    chains,
  })
}

describe('summarizeRequest', () => {
  test('shows the decoded text of personal_sign and eth_sign messages', () => {
    const hex = stringToHex('Sign in to Kit\nNonce: 42')
    expect(summary('personal_sign', [hex, account])).toBe('Message:\nSign in to Kit\nNonce: 42')
    expect(summary('personal_sign', ['plain text', account])).toBe('Message:\nplain text')
    expect(summary('eth_sign', [account, hex])).toBe('Message:\nSign in to Kit\nNonce: 42')
    // Bytes that are not text stay hex.
    expect(summary('personal_sign', ['0x00ff10', account])).toBe('Message:\n0x00ff10')
  })

  test('shows recipient and value in the chain currency for transactions', () => {
    const tx = { from: account, to, value: '0x2386f26fc10000' }
    expect(summary('eth_sendTransaction', [tx])).toBe(
      `To: ${to}\nValue: 0.01 ETH\nFrom: ${account}`,
    )
    expect(
      summary('eth_sendTransaction', [{ to, value: '0xde0b6b3a7640000', data: '0xabcdef' }], 137),
    ).toBe(`To: ${to}\nValue: 1 POL\nData: 3 bytes`)
    expect(summary('eth_sendTransaction', [{ data: '0x6080' }])).toBe(
      'Deploy a contract\nValue: 0 ETH\nData: 2 bytes',
    )
  })

  test('shows the primary type and domain of typed data', () => {
    const typedData = {
      types: { EIP712Domain: [], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: to },
      message: { contents: 'Hello' },
    }
    const expected = `Typed data: Mail\nDomain: Ether Mail, version 1, chain 1, contract ${to}`
    expect(summary('eth_signTypedData_v4', [account, JSON.stringify(typedData)])).toBe(expected)
    expect(summary('eth_signTypedData', [account, typedData])).toBe(expected)
    expect(summary('eth_signTypedData_v4', [account, { ...typedData, domain: {} }])).toBe(
      'Typed data: Mail\nDomain: none',
    )
  })

  test('names the chain of a switch or an add', () => {
    expect(summary('wallet_switchEthereumChain', [{ chainId: '0x89' }])).toBe(
      'Switch to Polygon (chain 137)',
    )
    expect(summary('wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toBe(
      'Switch to chain 8453 (not served here)',
    )
    expect(summary('wallet_addEthereumChain', [{ chainId: '0x2105', chainName: 'Base' }])).toBe(
      'Add Base (chain 8453, not served here)',
    )
  })

  test('describes unreadable parameters instead of throwing', () => {
    expect(summary('personal_sign', [])).toMatch(/^Unreadable parameters\. The message is missing/)
    expect(summary('eth_sendTransaction', [{ to: 'nope' }])).toMatch(/not a valid address/)
    expect(summary('eth_signTypedData_v4', [account, '{'])).toMatch(/not valid JSON/)
    expect(summary('wallet_switchEthereumChain', ['0x1'])).toMatch(/chain id is missing/)
    expect(summary('eth_getBalance', [account, 'latest'])).toBe(
      `Parameters: ["${account}","latest"]`,
    )
  })
})

describe('summarizeRequest for Solana transactions and bip122', () => {
  const payer = new PublicKey(solanaDevAccounts[0]!.address)
  const blockhash = new PublicKey(new Uint8Array(32).fill(3)).toBase58()

  test('shows the fee payer and the SOL transferred', () => {
    const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
      .add(
        SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: new PublicKey(solanaDevAccounts[1]!.address),
          lamports: 2_500_000_000,
        }),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction']) {
      const text = summary(method, { transaction })
      expect(text).toContain('Fee payer 9C6hyb…Jtpj')
      expect(text).toContain('Transfer 2.5 SOL to GcQfK4…woVZ')
    }
    expect(summary('solana_signTransaction', { transaction: 'AAAA' })).toMatch(/^Unreadable/)
  })

  test('shows Bitcoin messages, transfers and address requests', () => {
    expect(
      summary('signMessage', { address: 'bcrt1qexample', message: 'hi', protocol: 'ecdsa' }),
    ).toBe('ECDSA message from bcrt1qexample:\nhi')
    expect(summary('sendTransfer', { recipientAddress: 'bcrt1qexample', amount: '150000' })).toBe(
      'Send 0.0015 BTC to bcrt1qexample',
    )
    expect(summary('getAccountAddresses', {})).toBe('Share the payment and ordinals addresses')
    expect(summary('signPsbt', { psbt: 'AAAA', signInputs: [] })).toMatch(/^Unreadable/)
  })
})
