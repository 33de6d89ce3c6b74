import { expect, test } from 'vitest'
import * as errors from './errors.js'
import * as exports from './index.js'

test('the public surface', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createSolanaAdapter",
      "SolanaAdapter",
    ]
  `)
})

test('the errors entry', () => {
  expect(Object.keys(errors)).toMatchInlineSnapshot(`
    [
      "InvalidAddressError",
      "HttpRequestError",
      "InvalidRpcResponseError",
      "RpcError",
      "RpcUrlNotFoundError",
      "TimeoutError",
      "ConfirmationTimeoutError",
      "InvalidMintError",
      "InvalidSendParametersError",
      "SendTransactionFailedError",
      "TransactionExecutionError",
      "InvalidSignatureError",
      "InvalidWalletAccountError",
      "InvalidWalletResponseError",
      "WalletFeatureNotSupportedError",
      "WalletNotConnectedError",
      "WalletRequestError",
      "isSolanaAddress",
    ]
  `)
})
