import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import type { WebSocket } from 'ws'
import type { RpcContext } from '../rpc/RpcContext.js'
import { faucetKeypair, seedSolanaDevState } from '../seed/seedSolanaDevState.js'
import { solanaDevAccounts, solanaMainnetGenesisHash } from '../solanaDevAccounts.js'
import { createSolanaLedger } from '../svm/createSolanaLedger.js'
import { createSubscriptionHub } from './createSubscriptionHub.js'

const ledger = createSolanaLedger()
seedSolanaDevState(ledger)
const context: RpcContext = {
  ledger,
  genesisHash: solanaMainnetGenesisHash,
  faucet: faucetKeypair(),
}
const hub = createSubscriptionHub(context)
const sent: unknown[] = []
const socket = { OPEN: 1, readyState: 1, send: (text: string) => sent.push(JSON.parse(text)) }

const methods = [
  'signatureSubscribe',
  'signatureUnsubscribe',
  'accountSubscribe',
  'accountUnsubscribe',
  'slotSubscribe',
  'slotUnsubscribe',
]
const param = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(solanaDevAccounts[0]?.address, '1'.repeat(64), 0, 1, 2),
  fc.record(
    {
      commitment: fc.constantFrom('processed', 'confirmed', 'finalized', 'x'),
      encoding: fc.constantFrom('base58', 'base64', 'jsonParsed', 'x'),
      enableReceivedNotification: fc.oneof(fc.boolean(), fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
)

propertyTest(
  'the subscription methods answer any params with a result or a -32601/-32602 error',
  [
    fc.oneof(fc.constantFrom(...methods), fc.string()),
    fc.array(param, { maxLength: 3 }),
    fc.oneof(fc.integer(), fc.string()),
  ],
  (method, params, id) => {
    const answer = hub.answer({ id, method, params }, socket as unknown as WebSocket)
    expect(answer).toMatchObject({ jsonrpc: '2.0', id })
    if ('error' in answer) expect([-32601, -32602]).toContain(answer.error.code)
    else expect(answer.result).not.toBeUndefined()
    ledger.advanceSlot()
    hub.forget(socket as unknown as WebSocket)
  },
)
