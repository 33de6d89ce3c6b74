import { bitcoinDevAccounts } from '../bitcoinDevAccounts.js'
import { parseBitcoinAddress } from '../parseBitcoinAddress.js'
import type { ChainState } from './chainState.js'
import { mineBlock, type Payout } from './mineBlock.js'

/** What each dev account holds at start. */
export const bitcoinDevFunding = Object.freeze({
  /** Outputs of 1 BTC on the payment (P2WPKH) address. */
  paymentOutputs: Object.freeze([
    100_000_000n,
    100_000_000n,
    100_000_000n,
    100_000_000n,
    100_000_000n,
  ]),
  /** Small outputs on the ordinals (P2TR) address. */
  ordinalsOutputs: Object.freeze([10_000n, 20_000n, 50_000n]),
})

/**
 * Funds the dev accounts: block n + 1's coinbase pays account n its outputs, the rest of the
 * reward goes to the miner. Coinbase maturity (100 blocks) is not enforced by this node, so the
 * outputs can be spent at once.
 */
export function seedDevFunds(
  state: ChainState,
  { time, minerScript }: { time: number; minerScript: Uint8Array },
): void {
  for (const account of bitcoinDevAccounts) {
    const payment = parseBitcoinAddress(account.paymentAddress).script
    const ordinals = parseBitcoinAddress(account.ordinalsAddress).script
    const funding: Payout[] = [
      ...bitcoinDevFunding.paymentOutputs.map((value) => ({ script: payment, value })),
      ...bitcoinDevFunding.ordinalsOutputs.map((value) => ({ script: ordinals, value })),
    ]
    const paid = funding.reduce((sum, payout) => sum + payout.value, 0n)
    mineBlock(state, {
      time,
      payouts: (reward) => [...funding, { script: minerScript, value: reward - paid }],
    })
  }
}
