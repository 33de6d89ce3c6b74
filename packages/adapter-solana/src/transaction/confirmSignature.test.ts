import { describe, expect, it } from 'vitest'
import { ConfirmationTimeoutError, TransactionExecutionError } from '../errors/transaction.js'
import { confirmSignature } from './confirmSignature.js'

const signature = '5'.repeat(88)

/** An RPC answering `getSignatureStatuses` with each of `answers` in turn (the last one repeats). */
function rpcAnswering(answers: (unknown | Error)[]) {
  let index = 0
  const fetchFn = (async () => {
    const answer = answers[Math.min(index++, answers.length - 1)]
    if (answer instanceof Error) throw answer
    return new Response(
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: [answer] } }),
    )
  }) as typeof fetch
  return { rpc: { fetchFn, timeout: 10_000 }, polls: () => index }
}

// The deadline is wall-clock time: a test that expects confirmation gives it far more than the
// few polls need, so a busy machine cannot turn it into a timeout.
const confirm = (rpc: ReturnType<typeof rpcAnswering>['rpc'], timeout = 10_000) =>
  confirmSignature(rpc, { url: 'http://127.0.0.1:1', signature, timeout, interval: 5 })

describe('confirmSignature', () => {
  it('polls until the transaction is confirmed, through unknown, processed and a failed poll', async () => {
    const { rpc, polls } = rpcAnswering([
      null,
      new TypeError('fetch failed'),
      { err: null, confirmationStatus: 'processed' },
      { err: null, confirmationStatus: 'confirmed' },
    ])
    await expect(confirm(rpc)).resolves.toBeUndefined()
    expect(polls()).toBe(4)
  })

  it('is TransactionExecutionError when the transaction failed on chain', async () => {
    const { rpc } = rpcAnswering([
      { err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'confirmed' },
    ])
    const error = await confirm(rpc).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionExecutionError)
    expect((error as TransactionExecutionError).details).toContain('InstructionError')
  })

  it('is ConfirmationTimeoutError when it is never confirmed in time', async () => {
    const { rpc } = rpcAnswering([{ err: null, confirmationStatus: 'processed' }])
    await expect(confirm(rpc, 40)).rejects.toBeInstanceOf(ConfirmationTimeoutError)
  })
})
