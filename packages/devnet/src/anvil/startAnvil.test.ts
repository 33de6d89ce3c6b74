import { createServer } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { AnvilExitedError } from '../errors/anvil.js'
import { PortUnavailableError } from '../errors/devnet.js'
import { jsonRpcRequest } from '../utils/jsonRpcRequest.js'
import { startAnvil } from './startAnvil.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('answers with its chain id on a free port, and stop ends the process', async () => {
  const anvil = await startAnvil({ chainId: 42161, port: 0 })
  cleanups.push(anvil.stop)
  expect(anvil.port).toBeGreaterThan(0)
  expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
  expect(await jsonRpcRequest({ url: anvil.rpcUrl, method: 'eth_chainId' })).toBe('0xa4b1')
  expect(anvil.pid && isAlive(anvil.pid)).toBe(true)

  await anvil.stop()
  await anvil.stop()
  expect(isAlive(anvil.pid!)).toBe(false)
  await expect(jsonRpcRequest({ url: anvil.rpcUrl, method: 'eth_chainId' })).rejects.toThrow()
})

test('a taken port is a typed error', async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await expect(startAnvil({ chainId: 1, port })).rejects.toBeInstanceOf(PortUnavailableError)
})

test('a binary that cannot start is a typed error', async () => {
  await expect(startAnvil({ chainId: 1, binary: '/nonexistent/anvil' })).rejects.toBeInstanceOf(
    AnvilExitedError,
  )
})
