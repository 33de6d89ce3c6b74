import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../../../components/buttons/AccountButton.js'
import { KitContext } from '../../../context/KitContext.js'
import { historyRow, tokenBalance } from '../../test/accountFixtures.js'
import { connectAndOpen } from '../../test/connectAndOpen.js'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModal)

const uint256Max = '115792089237316195423570985008687907853269984665640564039457584007913129639935'

/** The modal on Account plus an account button, both for one connected instance. */
async function openAccount(balance: string, numeric = balance) {
  const api = createModalApi({
    routes: {
      '/v1/account/': (request) =>
        request.path.endsWith('/history')
          ? {
              data: [
                historyRow({}, [
                  {
                    direction: 'out',
                    quantity: { numeric },
                    fungible_info: { name: 'Ether', symbol: 'ETH' },
                  },
                ]),
              ],
              next: null,
            }
          : { balances: [tokenBalance({ quantity: { decimals: 18, numeric } })] },
    },
  })
  const { kit } = renderModal({ api, getBalance: { balance, symbol: 'ETH' } })
  await connectAndOpen(kit)
  render(
    <KitContext.Provider value={kit}>
      <AccountButton />
    </KitContext.Provider>,
  )
  const header = await screen.findByTestId('kit-account-balance')
  await waitFor(() => expect(header.textContent).not.toBe(''))
  const button = await screen.findByTestId('kit-account-button')
  return { kit, header, button }
}

describe('amounts on the Account screen', () => {
  it('B06: an uint256-max balance reads >999T in the account button and the Account header', async () => {
    const { header, button } = await openAccount(uint256Max)
    expect(header.textContent).toBe('>999T ETH')
    expect(button.querySelector('.kit-button__balance')?.textContent).toBe('>999T ETH')
    for (const text of [header.textContent, button.textContent]) {
      expect(text?.length).toBeLessThan(60)
      expect(text).not.toMatch(/e\+|\d{7}/)
    }
  })

  it('item 17: one balance reads the same in the button, the header, the token list and activity', async () => {
    const { header, button } = await openAccount('10000.0099')
    const shown = '10,000'
    expect(header.textContent).toBe(`${shown} ETH`)
    expect(button.querySelector('.kit-button__balance')?.textContent).toBe(`${shown} ETH`)
    const token = await screen.findByTestId('kit-token-row')
    expect(token.textContent).toContain(`${shown} ETH`)
    fireEvent.click(await screen.findByTestId('kit-account-tab-activity'))
    const activity = await screen.findByTestId('kit-activity-row')
    expect(activity.textContent).toContain(`${shown} ETH`)
    for (const text of [header, button, token, activity].map((el) => el.textContent)) {
      expect(text).not.toMatch(/10,000\.\d/)
    }
  })
})
