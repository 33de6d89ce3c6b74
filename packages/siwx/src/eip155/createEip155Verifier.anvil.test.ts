import { type StartAnvilReturnType, startAnvil } from '@kit/devnet/node'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PrivateKeyAccount,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { checksumAddress } from '../message/checksumAddress.js'
import { eip155Fields } from '../test/fixtures.js'
import {
  testSmartAccountFactoryAbi,
  testSmartAccountFactoryBytecode,
} from '../test/testContracts.js'
import type { SiwxVerifier } from '../verify/types.js'
import { createEip155Verifier } from './createEip155Verifier.js'

// Anvil's first funded development account (public, never used outside local chains).
const deployer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const chainId = 31337

describe('createEip155Verifier on anvil: a real ERC-1271 account and a counterfactual one', () => {
  let anvil: StartAnvilReturnType
  let verifier: SiwxVerifier
  let publicClient: ReturnType<typeof createPublicClient>
  let factory: Hex
  const owner = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())

  const addressOf = (salt: Hex) =>
    publicClient.readContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })
  const messageFor = (address: Hex) => {
    const fields = { ...eip155Fields, address: checksumAddress(address), chainId: String(chainId) }
    return { fields, message: buildSiwxMessage(fields) }
  }

  beforeAll(async () => {
    anvil = await startAnvil({ chainId, port: 0 })
    const chain = {
      id: chainId,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    } as const
    publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const wallet = createWalletClient({ account: deployer, chain, transport: http(anvil.rpcUrl) })
    const deployHash = await wallet.deployContract({
      abi: testSmartAccountFactoryAbi,
      bytecode: testSmartAccountFactoryBytecode,
    })
    factory = (await publicClient.waitForTransactionReceipt({ hash: deployHash }))
      .contractAddress as Hex
    // One account deployed now (salt 1); salt 2's stays counterfactual.
    const hash = await wallet.writeContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'deploy',
      args: [owner.address, `0x${'01'.padStart(64, '0')}`],
    })
    await publicClient.waitForTransactionReceipt({ hash })
    verifier = createEip155Verifier({ rpcUrls: { [String(chainId)]: anvil.rpcUrl } })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  })

  test('ERC-1271: the deployed account accepts its owner and refuses a stranger', async () => {
    const account = await addressOf(`0x${'01'.padStart(64, '0')}`)
    expect(await publicClient.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}/)
    const { fields, message } = messageFor(account)
    const sign = (by: PrivateKeyAccount) => by.signMessage({ message })
    await expect(verifier.verify({ message, fields, signature: await sign(owner) })).resolves.toBe(
      true,
    )
    await expect(
      verifier.verify({ message, fields, signature: await sign(stranger) }),
    ).resolves.toBe(false)
  })

  test('ERC-6492: the counterfactual account is checked in one deployless call, and stays undeployed', async () => {
    const salt: Hex = `0x${'02'.padStart(64, '0')}`
    const account = await addressOf(salt)
    const { fields, message } = messageFor(account)
    const wrap = async (by: PrivateKeyAccount) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: testSmartAccountFactoryAbi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature: await by.signMessage({ message }),
      })
    const valid = await wrap(owner)
    await expect(verifier.verify({ message, fields, signature: valid })).resolves.toBe(true)
    await expect(
      verifier.verify({ message, fields, signature: await wrap(stranger) }),
    ).resolves.toBe(false)
    // The same wrapped signature for another message fails.
    const other = messageFor(account)
    await expect(
      verifier.verify({ message: `${other.message}x`, fields: other.fields, signature: valid }),
    ).resolves.toBe(false)
    expect(await publicClient.getCode({ address: account })).toBeUndefined()
    // viem's own ERC-6492 check agrees.
    await expect(
      publicClient.verifyMessage({ address: account, message, signature: valid }),
    ).resolves.toBe(true)
  })

  test('ERC-6492 wrapper whose factory call deploys nothing: ecrecover; a failing factory call: invalid', async () => {
    const { fields, message } = messageFor(owner.address)
    const wrap = (data: Hex) =>
      owner
        .signMessage({ message })
        .then((signature) => serializeErc6492Signature({ address: factory, data, signature }))
    const harmless = encodeFunctionData({
      abi: testSmartAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner.address, `0x${'03'.padStart(64, '0')}`],
    })
    await expect(
      verifier.verify({ message, fields, signature: await wrap(harmless) }),
    ).resolves.toBe(true)
    // The factory has no fallback: calling it with no data reverts, so the wrapper is refused.
    await expect(verifier.verify({ message, fields, signature: await wrap('0x') })).resolves.toBe(
      false,
    )
  })
})
