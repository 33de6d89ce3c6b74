import { expect, test } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { eip155Fields, solanaFields } from '../test/fixtures.js'
import { createSignedSession, testNow } from '../test/sessions.js'
import { createEvmSigner } from '../test/signers.js'
import { sessionFromMessage } from './sessionFromMessage.js'
import { verifySession } from './verifySession.js'

test('data read from the message equals what Kit’s messenger writes, and verifies', async () => {
  const session = await createSignedSession({ signer: createEvmSigner() })
  const rebuilt = sessionFromMessage({
    message: session.message,
    signature: session.signature,
    chainId: 'eip155:1',
  })
  expect(rebuilt).toEqual(session)
  const verifiers = [createEip155Verifier()]
  expect((await verifySession({ session: rebuilt, verifiers, now: testNow })).valid).toBe(true)
})

test('every optional field and a CACAO are carried; a broken message throws', () => {
  const cacao = {
    h: { t: 'caip122' },
    p: { iss: 'did:pkh:eip155:1:0x' },
    s: { t: 'eip191', s: '0x' },
  }
  const session = sessionFromMessage({
    message: buildSiwxMessage(eip155Fields),
    signature: '0x',
    chainId: 'eip155:1',
    cacao,
  })
  const { namespace: _, address, chainId: __, ...rest } = eip155Fields
  expect(session.data).toEqual({ ...rest, accountAddress: address, chainId: 'eip155:1' })
  expect(session.cacao).toBe(cacao)
  const solana = sessionFromMessage({
    message: buildSiwxMessage(solanaFields),
    signature: 'x',
    chainId: `solana:${solanaFields.chainId}`,
  })
  expect(solana.data).not.toHaveProperty('statement')
  expect(() =>
    sessionFromMessage({ message: 'hello', signature: '', chainId: 'eip155:1' }),
  ).toThrow(expect.objectContaining({ name: 'SiwxMessageParseError' }))
})
