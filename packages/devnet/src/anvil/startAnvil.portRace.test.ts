import { createServer, type Server } from 'node:net'
import { afterAll, expect, test, vi } from 'vitest'
import { jsonRpcRequest } from '../utils/jsonRpcRequest.js'

// Another process takes the port the OS called free before anvil binds it: startAnvil picks
// another one instead of failing the whole stack.
const taken: Server = createServer((socket) => socket.destroy())
const takenPort = await new Promise<number>((resolve) =>
  taken.listen(0, '127.0.0.1', () => {
    const address = taken.address()
    resolve(typeof address === 'object' && address ? address.port : 0)
  }),
)
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())))

vi.mock('../http/findFreePort.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../http/findFreePort.js')>()
  let calls = 0
  return {
    findFreePort: (host?: string) =>
      calls++ === 0 ? Promise.resolve(takenPort) : original.findFreePort(host),
  }
})

const { startAnvil } = await import('./startAnvil.js')

test('a free port taken before anvil binds it is replaced by another one', async () => {
  const anvil = await startAnvil({ chainId: 31337 })
  try {
    expect(anvil.port).not.toBe(takenPort)
    expect(await jsonRpcRequest({ url: anvil.rpcUrl, method: 'eth_chainId' })).toBe('0x7a69')
  } finally {
    await anvil.stop()
  }
})
