import { expect, it } from 'vitest'
import { createTestClient, json, projectId, text, useMockApi } from '../../test/mockApi.js'
import { revokeSession } from './revokeSession.js'

const { route } = useMockApi()

it('POSTs pci and signature to v1/sessions/{id}/revoke?projectId=…', async () => {
  const seen = route('post', '/v1/sessions/:id/revoke', json({ ok: true }))
  const { client } = createTestClient()
  await revokeSession(client, { id: 's1', pci: 'pci-1', signature: '0xsig' })
  expect(seen[0]!.url.pathname).toBe('/v1/sessions/s1/revoke')
  expect(seen[0]!.method).toBe('POST')
  expect(seen[0]!.query).toEqual({ projectId })
  expect(seen[0]!.body).toEqual({ pci: 'pci-1', signature: '0xsig' })
})

it('is not retried', async () => {
  const seen = route('post', '/v1/sessions/:id/revoke', text('', { status: 503 }))
  const { client } = createTestClient()
  await expect(
    revokeSession(client, { id: 's1', pci: 'pci-1', signature: '0xsig' }),
  ).rejects.toMatchObject({ status: 503 })
  expect(seen).toHaveLength(1)
})
