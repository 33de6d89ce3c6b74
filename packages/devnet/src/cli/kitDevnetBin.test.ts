import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { parseDevnetConfig } from '../chains/parseDevnetConfig.js'

const bin = fileURLToPath(new URL('../../bin/kit-devnet.js', import.meta.url))

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** The first line `stream` writes (the stack's configuration). */
function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    let buffer = ''
    stream.on('data', (chunk) => {
      buffer += chunk
      if (buffer.includes('\n')) resolve(buffer.split('\n')[0]!)
    })
  })
}

test('run passes the config to the command and exits with its code', async () => {
  const script = [
    'const config = process.env.KIT_DEVNET',
    'if (process.env.VITE_KIT_DEVNET !== config) process.exit(90)',
    'const { chains } = JSON.parse(config)',
    "fetch(chains[0].rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' },",
    "  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })",
    '  .then((r) => r.json())',
    '  .then((r) => { console.log(config); console.log(r.result); process.exit(7) })',
  ].join('\n')
  const { code, stdout } = await run(['run', '--free-ports', '--', process.execPath, '-e', script])
  expect(code).toBe(7)
  const [configLine, chainId] = stdout.trim().split('\n')
  const config = parseDevnetConfig(configLine)
  expect(config.chains).toHaveLength(4)
  expect(chainId).toBe('0x1')
  expect(config.solana?.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(config.bitcoin?.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')

  // The stack is gone once the command has ended.
  await expect(fetch(config.analyticsUrl)).rejects.toThrow()
  await expect(fetch(config.chains[0]!.rpcUrl, { method: 'POST' })).rejects.toThrow()
  await expect(fetch(`${config.solana?.rpcUrl}/health`)).rejects.toThrow()
  await expect(fetch(`${config.bitcoin?.esploraUrl}/blocks/tip/height`)).rejects.toThrow()
})

test('start prints the config as one JSON line and stops on SIGTERM', async () => {
  const child = spawn(process.execPath, [bin, 'start', '--free-ports'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let summary = ''
  child.stderr.on('data', (chunk) => {
    summary += chunk
  })
  const line = await firstLine(child.stdout)
  const config = parseDevnetConfig(line)
  expect((await fetch(`${config.analyticsUrl}/getAnalyticsConfig`)).status).toBe(200)
  const wallets = await (await fetch(`${config.apiUrl}/getWallets?entries=1`)).json()
  expect(wallets.count).toBeGreaterThanOrEqual(1_000)
  expect((await fetch(`${config.solana?.rpcUrl}/health`)).status).toBe(200)
  const height = await (await fetch(`${config.bitcoin?.esploraUrl}/blocks/tip/height`)).text()
  expect(Number(height)).toBeGreaterThanOrEqual(3)
  expect(summary).toContain(
    `Solana (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp) RPC ${config.solana?.rpcUrl}`,
  )
  expect(summary).toContain(`Esplora ${config.bitcoin?.esploraUrl}`)
  const code = await new Promise<number | null>((resolve) => {
    child.on('exit', (exitCode) => resolve(exitCode))
    child.kill('SIGTERM')
  })
  expect(code).toBe(0)
  await expect(fetch(config.analyticsUrl)).rejects.toThrow()
  await expect(fetch(`${config.solana?.rpcUrl}/health`)).rejects.toThrow()
  await expect(fetch(`${config.bitcoin?.esploraUrl}/blocks/tip/height`)).rejects.toThrow()
})

test('run --stop-with: when that process ends, the command and the stack stop', async () => {
  // The launcher: a test runner that started kit-devnet through a shell of its own, and was killed.
  const launcher = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  })
  const script = 'console.log(process.env.KIT_DEVNET); setInterval(() => {}, 1000)'
  const child = spawn(
    process.execPath,
    [
      bin,
      'run',
      '--free-ports',
      '--stop-with',
      String(launcher.pid),
      '--',
      process.execPath,
      '-e',
      script,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  try {
    const line = await firstLine(child.stdout)
    const config = parseDevnetConfig(line)
    expect((await fetch(`${config.analyticsUrl}/getAnalyticsConfig`)).status).toBe(200)
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', (exitCode) => resolve(exitCode))
      launcher.kill('SIGKILL')
    })
    // As if it had been sent SIGTERM.
    expect(code).toBe(143)
    await expect(fetch(config.analyticsUrl)).rejects.toThrow()
    await expect(fetch(config.chains[0]!.rpcUrl, { method: 'POST' })).rejects.toThrow()
    await expect(fetch(`${config.solana?.rpcUrl}/health`)).rejects.toThrow()
  } finally {
    launcher.kill('SIGKILL')
    child.kill('SIGKILL')
  }
})

test('--stop-with a process that is not running is a usage error', async () => {
  const { code, stderr } = await run(['start', '--stop-with', '2147483647'])
  expect(code).toBe(2)
  expect(stderr).toContain('"--stop-with": no process 2147483647 is running.')
})

test('a usage error exits with 2', async () => {
  const { code, stderr } = await run(['serve'])
  expect(code).toBe(2)
  expect(stderr).toContain('Unknown command "serve".')
})
