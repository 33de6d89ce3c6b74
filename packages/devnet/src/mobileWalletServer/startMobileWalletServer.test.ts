import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { DevnetChainConfig } from '../chains/DevnetConfig.js'
import {
  InvalidMobileWalletOptionsError,
  MobileWalletBuildMissingError,
} from '../errors/mobileWallet.js'
import { findPackageRoot } from '../process/findPackageRoot.js'
import { mobileWalletCsp } from './mobileWalletHeaders.js'
import { startMobileWalletServer } from './startMobileWalletServer.js'

const chains: DevnetChainConfig[] = [
  {
    chainId: 1,
    name: 'Ethereum',
    symbol: 'ETH',
    testnet: false,
    port: 8545,
    rpcUrl: 'http://127.0.0.1:8545',
  },
]
const relayUrl = 'ws://127.0.0.1:8791'

let base: string
let pageDir: string
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'kit-mobile-wallet-'))
  pageDir = join(base, 'page')
  await mkdir(join(pageDir, 'assets'), { recursive: true })
  await writeFile(join(pageDir, 'index.html'), '<!doctype html><title>wallet</title>')
  await writeFile(join(pageDir, 'assets', 'index-abc.js'), 'console.log(1)')
  await writeFile(join(pageDir, 'assets', 'index-abc.css'), 'body{}')
  await writeFile(join(pageDir, 'wallet-icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(pageDir, '.env'), 'hidden')
  await writeFile(join(base, 'secret.txt'), 'outside')
  await symlink(join(base, 'secret.txt'), join(pageDir, 'assets', 'link.txt'))
})
afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

const servers: { stop: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

async function start(parameters: Partial<Parameters<typeof startMobileWalletServer>[0]> = {}) {
  const server = await startMobileWalletServer({ relayUrl, chains, pageDir, ...parameters })
  servers.push(server)
  return server
}

/** A GET whose path is sent as written (fetch would normalise `..` away). */
function rawGet(port: number, path: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, method }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      })
      request.on('error', reject)
      request.end()
    },
  )
}

describe('startMobileWalletServer', () => {
  test('serves the page under /, /index.html and the /wc deep link, with the strict headers', async () => {
    const { url } = await start()
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    for (const path of ['/', '/index.html', '/wc', '/wc?uri=wc%3Aabc']) {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toBe(mobileWalletCsp)
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(await response.text()).toContain('<title>wallet</title>')
    }
  })

  test('serves config.json with the relay, the project id and the chains', async () => {
    const { url } = await start({ projectId: 'abc' })
    const response = await fetch(`${url}/config.json`)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      relayUrl,
      projectId: 'abc',
      chains: [
        {
          chainId: 1,
          name: 'Ethereum',
          symbol: 'ETH',
          rpcUrl: 'http://127.0.0.1:8545',
          testnet: false,
        },
      ],
    })
  })

  test('passes the Solana RPC and the Esplora API on to the page', async () => {
    const { url } = await start({
      solanaRpcUrl: 'http://127.0.0.1:8899',
      bitcoinEsploraUrl: 'http://127.0.0.1:3002',
    })
    const config = (await (await fetch(`${url}/config.json`)).json()) as Record<string, unknown>
    expect(config.solanaRpcUrl).toBe('http://127.0.0.1:8899')
    expect(config.bitcoinEsploraUrl).toBe('http://127.0.0.1:3002')
  })

  test('serves built files with their content types', async () => {
    const { url } = await start()
    const js = await fetch(`${url}/assets/index-abc.js`)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toContain('immutable')
    expect(await js.text()).toBe('console.log(1)')
    const css = await fetch(`${url}/assets/index-abc.css`)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const svg = await fetch(`${url}/wallet-icon.svg`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(svg.headers.get('content-security-policy')).toBe(mobileWalletCsp)
  })

  test('refuses path traversal, hidden files, directories and unknown paths with 404', async () => {
    const { port } = await start()
    const paths = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/%00index-abc.js',
      '/%E0%A4%A',
      '/.env',
      '/assets',
      '/assets/',
      '/assets/link.txt',
      '/missing.js',
      '//etc/passwd',
    ]
    for (const path of paths) {
      const response = await rawGet(port, path)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(response.body).not.toContain('outside')
      expect(response.headers['content-security-policy']).toBe(mobileWalletCsp)
    }
  })

  test('answers HEAD without a body and other methods with 405', async () => {
    const { port, url } = await start()
    const head = await rawGet(port, '/', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    const post = await fetch(url, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  test('stops cleanly, twice', async () => {
    const server = await start()
    await server.stop()
    await server.stop()
    await expect(fetch(server.url)).rejects.toThrow()
  })

  test('fails with a typed error naming the build command when the page is not built', async () => {
    const error = await start({ pageDir: join(base, 'nothing') }).catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(MobileWalletBuildMissingError)
    expect((error as Error).message).toContain('pnpm --filter @kit/devnet build')
  })

  test('refuses options the page could not use', async () => {
    await expect(start({ host: '0.0.0.0' })).rejects.toBeInstanceOf(InvalidMobileWalletOptionsError)
    await expect(start({ relayUrl: 'wss://relay.walletconnect.org' })).rejects.toBeInstanceOf(
      InvalidMobileWalletOptionsError,
    )
    await expect(start({ relayUrl: 'not a url' })).rejects.toBeInstanceOf(
      InvalidMobileWalletOptionsError,
    )
    await expect(start({ chains: [] })).rejects.toBeInstanceOf(InvalidMobileWalletOptionsError)
    const remote = [{ ...chains[0]!, rpcUrl: 'https://eth.example.org' }]
    await expect(start({ chains: remote })).rejects.toBeInstanceOf(InvalidMobileWalletOptionsError)
    await expect(start({ solanaRpcUrl: 'https://rpc.example.org' })).rejects.toBeInstanceOf(
      InvalidMobileWalletOptionsError,
    )
    await expect(start({ bitcoinEsploraUrl: 'http://localhost:3002' })).rejects.toBeInstanceOf(
      InvalidMobileWalletOptionsError,
    )
  })
})

describe('findPackageRoot', () => {
  test('finds the package from src/ and from dist/esm/ alike', () => {
    const root = findPackageRoot()
    expect(root.endsWith(join('packages', 'devnet'))).toBe(true)
    const fromDist = new URL(
      '../../dist/esm/mobileWalletServer/startMobileWalletServer.js',
      import.meta.url,
    )
    expect(findPackageRoot(fromDist.href)).toBe(root)
  })
})
