import type { WebSocket } from 'ws'
import { SolanaRpcError } from '../../errors/solana.js'
import { accountEncodings, encodeAccount } from '../rpc/encodeAccount.js'
import {
  invalidParams,
  readAddress,
  readCommitment,
  readConfig,
  readCount,
  readEncoding,
  readFlag,
  readSignature,
} from '../rpc/params.js'
import type { JsonRpcResponse } from '../rpc/parseJsonRpcRequest.js'
import { mintDecimals, type RpcContext } from '../rpc/RpcContext.js'
import { systemProgramId } from '../solanaProgramIds.js'
import type { LedgerEvent } from '../svm/createSolanaLedger.js'
import { type Commitment, commitmentOf, reaches, signatureStatus } from '../svm/signatureStatus.js'

type Subscription = { id: number; socket: WebSocket } & (
  | { kind: 'signature'; signature: string; commitment: Commitment }
  | {
      kind: 'account'
      address: string
      commitment: Commitment
      encoding: (typeof accountEncodings)[number]
      /** Slot of the latest change not yet sent. */
      changedAt: number | undefined
    }
  | { kind: 'slot' }
)

/**
 * The WebSocket side of the RPC: `signatureSubscribe`, `accountSubscribe` and `slotSubscribe`
 * with their unsubscribe methods, notified from the ledger's slot and transaction events.
 * A signature subscription ends with its notification, as on a validator.
 */
export function createSubscriptionHub(context: RpcContext) {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0
  const ledger = context.ledger

  const notify = (subscription: Subscription, method: string, result: unknown) => {
    if (subscription.socket.readyState !== subscription.socket.OPEN) return
    subscription.socket.send(
      JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: subscription.id } }),
    )
  }
  const slotContext = () => ({ slot: ledger.slot() })

  const sendAccount = (subscription: Extract<Subscription, { kind: 'account' }>) => {
    const account = ledger.account(subscription.address) ?? {
      data: new Uint8Array(),
      executable: false,
      lamports: 0,
      owner: systemProgramId,
    }
    notify(subscription, 'accountNotification', {
      context: slotContext(),
      value: encodeAccount(account, subscription.encoding, (mint) => mintDecimals(context, mint)),
    })
  }

  const check = (subscription: Subscription) => {
    if (subscription.kind === 'signature') {
      const record = ledger.record(subscription.signature)
      if (!record) return
      const status = signatureStatus(record, ledger.slot())
      if (!reaches(status.confirmationStatus, subscription.commitment)) return
      notify(subscription, 'signatureNotification', {
        context: slotContext(),
        value: { err: record.err },
      })
      subscriptions.delete(subscription.id)
    } else if (subscription.kind === 'account' && subscription.changedAt !== undefined) {
      if (!reaches(commitmentOf(subscription.changedAt, ledger.slot()), subscription.commitment))
        return
      subscription.changedAt = undefined
      sendAccount(subscription)
    }
  }

  const onLedgerEvent = (event: LedgerEvent) => {
    for (const subscription of [...subscriptions.values()]) {
      if (event.kind === 'slot' && subscription.kind === 'slot')
        notify(subscription, 'slotNotification', {
          parent: Math.max(0, event.slot - 1),
          root: Math.max(0, event.slot - 1 - 3),
          slot: event.slot,
        })
      if (
        event.kind === 'transaction' &&
        subscription.kind === 'account' &&
        event.writable.includes(subscription.address)
      )
        subscription.changedAt = event.record.slot
      check(subscription)
    }
  }
  const unsubscribeLedger = ledger.subscribe(onLedgerEvent)

  const add = (subscription: Subscription) => {
    subscriptions.set(subscription.id, subscription)
    // Answer first: the notification may follow at once (an already-confirmed signature).
    queueMicrotask(() => check(subscription))
    return subscription.id
  }
  const remove = (kind: Subscription['kind']) => (params: unknown[], socket: WebSocket) => {
    const id = readCount(params, 0, 'subscription id')
    const subscription = subscriptions.get(id)
    if (!subscription || subscription.kind !== kind || subscription.socket !== socket)
      throw invalidParams('Invalid subscription id.')
    subscriptions.delete(id)
    return true
  }

  const methods: Record<string, (params: unknown[], socket: WebSocket) => unknown> = {
    signatureSubscribe: (params, socket) => {
      const signature = readSignature(params[0])
      const config = readConfig(params, 1)
      const commitment = readCommitment(config)
      const subscription: Subscription = {
        id: nextId++,
        socket,
        kind: 'signature',
        signature,
        commitment,
      }
      const id = add(subscription)
      if (readFlag(config, 'enableReceivedNotification') === true && !ledger.record(signature))
        queueMicrotask(() =>
          notify(subscription, 'signatureNotification', {
            context: slotContext(),
            value: 'receivedSignature',
          }),
        )
      return id
    },
    signatureUnsubscribe: remove('signature'),
    accountSubscribe: (params, socket) => {
      const address = readAddress(params, 0)
      const config = readConfig(params, 1)
      return add({
        id: nextId++,
        socket,
        kind: 'account',
        address,
        commitment: readCommitment(config),
        encoding: readEncoding(config, accountEncodings, 'base64'),
        changedAt: undefined,
      })
    },
    accountUnsubscribe: remove('account'),
    slotSubscribe: (_, socket) => add({ id: nextId++, socket, kind: 'slot' }),
    slotUnsubscribe: remove('slot'),
  }

  return {
    /** Answers one decoded request from `socket`. */
    answer(
      call: { id: unknown; method: string; params: unknown[] },
      socket: WebSocket,
    ): JsonRpcResponse {
      const id = (call.id ?? null) as string | number | null
      // Own methods only: `valueOf` or `__proto__` are names too.
      const method = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined
      if (!method)
        return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
      try {
        return { jsonrpc: '2.0', id, result: method(call.params, socket) }
      } catch (error) {
        const known = error instanceof SolanaRpcError
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: known ? error.code : -32603,
            message: known ? error.shortMessage : 'Internal error',
          },
        }
      }
    },
    /** Drops the subscriptions of a closed socket. */
    forget(socket: WebSocket) {
      for (const [id, subscription] of subscriptions)
        if (subscription.socket === socket) subscriptions.delete(id)
    },
    count: () => subscriptions.size,
    close() {
      unsubscribeLedger()
      subscriptions.clear()
    },
  }
}

export type SubscriptionHub = ReturnType<typeof createSubscriptionHub>
