import { expect, test, vi } from 'vitest'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import { createSignedSession } from '../test/sessions.js'
import { createEvmSigner } from '../test/signers.js'
import { lazyVerifier } from './lazyVerifier.js'

test('loads the verifier once, on the first check, and retries a failed load', async () => {
  const { message, signature } = await createSignedSession({ signer: createEvmSigner() })
  const fields = parseSiwxMessage({ message })
  const load = vi
    .fn()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockImplementation(async () =>
      (await import('../eip155/createEip155Verifier.js')).createEip155Verifier(),
    )
  const verifier = lazyVerifier('eip155', load)
  expect(verifier.namespace).toBe('eip155')
  expect(load).not.toHaveBeenCalled()
  await expect(verifier.verify({ message, fields, signature })).rejects.toThrow('chunk failed')
  await expect(verifier.verify({ message, fields, signature })).resolves.toBe(true)
  const other = await createEvmSigner().sign(message)
  await expect(verifier.verify({ message, fields, signature: other })).resolves.toBe(false)
  expect(load).toHaveBeenCalledTimes(2)
})
