import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [] })
})
afterAll(() => api?.stop())

/** The catalogue image ids the kit maps the well-known chains to, with the names drawn. */
const networkImages: ReadonlyArray<readonly [string, string, string]> = [
  ['ba0ba0cd-17c6-4806-ad93-f9d174f17900', 'Ethereum', 'ETH'],
  ['ab9c186a-c52f-464b-2906-ca59d760a400', 'OP Mainnet', 'OP'],
  ['93564157-2e8e-4ce7-81df-b264dbee9b00', 'BNB Smart Chain', 'BNB'],
  ['02b53f6a-e3d4-479e-1cb4-21178987d100', 'Gnosis', 'GNO'],
  ['41d04d42-da3b-4453-8506-668cc0727900', 'Polygon', 'POL'],
  ['b310f07f-4ef7-49f3-7073-2a0a39685800', 'zkSync', 'ZK'],
  ['7289c336-3981-4081-c5f4-efc26ac64a00', 'Base', 'B'],
  ['3bff954d-5cb0-47a0-9a23-d20192e74600', 'Arbitrum One', 'ARB'],
  ['30c46e53-e989-45fb-4549-be3bd4eb3b00', 'Avalanche', 'AVAX'],
  ['8d3ecfbd-7d6c-4e8e-6a2e-7d6e0d0c0400', 'Zora', 'Z'],
  ['e909ea0a-f92a-4512-c8fc-748044ea6800', 'Sepolia', 'SEP'],
]

test.each(networkImages)(
  'item 17c: the asset image %s is the %s network mark',
  async (id, name, text) => {
    const response = await fetch(`${api.url}/public/getAssetImage/${id}?projectId=p&st=kit&sv=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
    expect(svg).toContain(`aria-label="${name}"`)
    expect(svg).toContain(`>${text}</text>`)
    expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=|<style/i)
  },
)
