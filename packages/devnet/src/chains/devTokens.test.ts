import { getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { devCollections } from './devCollections.js'
import { devTokens } from './devTokens.js'
import { deployerAccount, fundingAccount } from './serviceAccounts.js'

const mnemonic = 'test test test test test test test test test test test junk'

test('the service accounts are anvil accounts 9 and 8', () => {
  for (const [account, addressIndex] of [
    [deployerAccount, 9],
    [fundingAccount, 8],
  ] as const) {
    const derived = mnemonicToAccount(mnemonic, { addressIndex })
    expect(derived.address).toBe(account.address)
    expect(`0x${Buffer.from(derived.getHdKey().privateKey!).toString('hex')}`).toBe(
      account.privateKey,
    )
  }
})

test('token and collection addresses follow the deployer nonces 0-5', () => {
  const deployed = [...devTokens, ...devCollections]
  expect(deployed.map((contract) => contract.address)).toEqual(
    deployed.map((_, nonce) =>
      getContractAddress({ from: deployerAccount.address, nonce: BigInt(nonce) }),
    ),
  )
  expect(devTokens.map(({ symbol, decimals, price }) => [symbol, decimals, price])).toEqual([
    ['KUSD', 6, 1],
    ['KDAI', 18, 0.9998],
    ['KBTC', 8, 64_250],
    ['PTS', 0, 0],
  ])
  expect(devCollections.map(({ symbol, name, spam }) => [symbol, name, spam])).toEqual([
    ['KITP', 'Kit Pixels', false],
    ['FREE', 'Claim Free Rewards', true],
  ])
})
