import type { DevAccount } from './devAccounts.js'

/**
 * anvil's default account 9: deploys the local tokens and NFTs (always in the same nonce order,
 * so they get the same addresses on every chain and every run) and seeds the history.
 */
export const deployerAccount: DevAccount = Object.freeze({
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
})

/** anvil's default account 8: pays out the local onramp's purchases. */
export const fundingAccount: DevAccount = Object.freeze({
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
})
