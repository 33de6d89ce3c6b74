/**
 * The local constant-product swap router (`contracts/KitSwapRouter.sol`), deployed on every
 * non-testnet anvil chain by the liquidity account at its nonce 1, so at this address on each.
 * `convert/allowance` reads allowances for it, `build-approve` approves it and
 * `build-transaction` calls it.
 */
export const swapRouterAddress = '0xcB4A4B0AF2bdE1a056cC8283f7A0c02a6742A564' as const
