import {
  bitcoinDevAccounts,
  bitcoinRegtest,
  devAccounts,
  devnetChains,
  solanaDevAccounts,
  solanaLocalNetwork,
  unrequestedChain,
} from '@kit/devnet/chains'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'

/** A session as the local API lists it. */
export type ApiSession = {
  id: string
  signature: string
  message: string
  data: { chainId: string; accountAddress: string }
}

/** The local API's base URL, from the demo's Sign-in panel (`?siwx=` pages only). */
export async function apiUrlOf(page: Page): Promise<string> {
  const api = (await page.getByTestId('demo-signin-api').textContent()) ?? ''
  expect(api).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  return api
}

/** The API's sessions of one account on one chain. */
export async function listSessions(page: Page, chainId: string, address: string) {
  const api = await apiUrlOf(page)
  const query = new URLSearchParams({ chainId, address })
  const response = await page.request.get(`${api}/v1/siwx/sessions?${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { sessions: ApiSession[] }).sessions
}

/** Revokes sessions through the API (each with its signature, as the API asks). */
export async function revokeSessions(page: Page, sessions: readonly ApiSession[]) {
  const api = await apiUrlOf(page)
  for (const { id, signature } of sessions) {
    const response = await page.request.post(`${api}/v1/siwx/sessions/${id}/revoke`, {
      data: { signature },
    })
    expect(response.status()).toBe(200)
  }
}

/**
 * The stack's API keeps sessions for the whole run: a spec signing in starts by revoking every
 * session of the dev accounts, so each test begins signed out.
 */
export async function signOutDevAccounts(page: Page) {
  const accounts: [string, string][] = []
  for (const { chainId } of [...devnetChains, unrequestedChain]) {
    for (const { address } of devAccounts) accounts.push([`eip155:${chainId}`, address])
  }
  for (const { address } of solanaDevAccounts)
    accounts.push([solanaLocalNetwork.caipNetworkId, address])
  for (const { paymentAddress } of bitcoinDevAccounts)
    accounts.push([bitcoinRegtest.caipNetworkId, paymentAddress])
  for (const [chainId, address] of accounts)
    await revokeSessions(page, await listSessions(page, chainId, address))
}
