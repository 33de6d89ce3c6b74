// Catalogue search over 1,000 entries: keystroke to the frame that draws the results, once every page
// is loaded.
import { routeRasterWalletImages } from './rasterWalletImages.mjs'

/** The keys typed, in order: the same sequence in every pass, so passes compare key by key. */
export const keystrokes = [
  ...['k', 'i', 't', 'Backspace', 'Backspace', 'Backspace'],
  ...['v', 'a', 'u', 'l', 'Backspace', 'Backspace', 'Backspace', 'Backspace'],
  ...['p', 'o', 'c', 'Backspace', 'Backspace', 'Backspace', 'z', 'e'],
]

/**
 * Opens AllWallets, scrolls until the whole catalogue is loaded, then times each keystroke.
 * `catalogueUrl` is the local catalogue service the page reads (see `startCatalogue`). `images`:
 * 'raster' draws the wallets with PNG files, the kind the hosted catalogue serves; 'svg' with the
 * local service's own SVG badges, which Chromium parses on the main thread, each as a document.
 */
export async function measureSearch({ browser, serverUrl, catalogueUrl, images = 'raster' }) {
  const context = await browser.newContext()
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  if (images === 'raster') await routeRasterWalletImages(context)
  const page = await context.newPage()
  let loaded = 0
  let total = Number.POSITIVE_INFINITY
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.pathname !== '/getWallets' || url.searchParams.has('search')) return
    if (url.searchParams.get('entries') !== '40') return
    const body = await response.json().catch(() => undefined)
    if (!body) return
    total = body.count
    loaded = Math.max(loaded, Number(url.searchParams.get('page')) * 40)
  })
  await page.goto(`${serverUrl}/catalogue.html?catalogue=${encodeURIComponent(catalogueUrl)}`)
  await page.locator('appkit-button button').click()
  await page.getByTestId('kit-all-wallets').click()
  const grid = page.getByTestId('kit-all-wallets-grid')
  await grid.waitFor()
  // Scroll to the end until every entry is in memory (pages of 40).
  for (let round = 0; round < 200 && loaded < Math.min(total, 1000); round++) {
    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight
    })
    await page.waitForTimeout(50)
  }
  if (!(await settle(grid))) console.warn('  (the catalogue page was still busy after 5 s)')
  const search = page.getByTestId('kit-wallet-search')
  await search.focus()
  // Aligned with `keystrokes`: undefined where a keystroke changed no result.
  const byKeystroke = []
  for (const key of keystrokes) {
    const elapsed = await page.evaluate(
      (pressed) =>
        new Promise((resolve) => {
          const input = document.querySelector('[data-testid="kit-wallet-search"]')
          const grid = document.querySelector('[data-testid="kit-all-wallets-grid"]')
          // Ends as the frame that draws the results begins: its style and layout have run by
          // then (the hover hit test that starts the frame needs them), its paint has not.
          const observer = new MutationObserver(() => {
            observer.disconnect()
            clearTimeout(unchanged)
            requestAnimationFrame(() => resolve(performance.now() - start))
          })
          // A keystroke that leaves the results as they were changes no node: not a sample.
          const unchanged = setTimeout(() => {
            observer.disconnect()
            resolve(undefined)
          }, 1000)
          observer.observe(grid.parentElement, {
            childList: true,
            subtree: true,
            characterData: true,
          })
          const start = performance.now()
          const value =
            pressed === 'Backspace' ? input.value.slice(0, -1) : `${input.value}${pressed}`
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
          setter.call(input, value)
          input.dispatchEvent(new Event('input', { bubbles: true }))
        }),
      key,
    )
    byKeystroke.push(elapsed)
    // Lets the debounced service search land before the next keystroke.
    await page.waitForTimeout(400)
  }
  await context.close()
  // `timings`: the keystrokes that changed the results, the samples.
  const timings = byKeystroke.filter((elapsed) => elapsed !== undefined)
  return { timings, byKeystroke, loaded: Math.min(loaded, total), total }
}

/**
 * Waits until the last page is drawn, its images have loaded, and the page has been idle for a
 * while: the first keystroke used to land while the last page's tiles and image loads were still
 * being handled, and counted their work as the search's.
 */
function settle(grid) {
  return grid.evaluate(
    (element) =>
      new Promise((resolve) => {
        const giveUp = performance.now() + 5000
        const check = () => {
          const busy =
            element.hasAttribute('aria-busy') ||
            [...element.querySelectorAll('img')].some((image) => !image.complete)
          if (performance.now() > giveUp) resolve(false)
          // An idle period of 40 ms or more: nothing was waiting to run.
          else
            requestIdleCallback((deadline) =>
              !busy && deadline.timeRemaining() >= 40 ? resolve(true) : check(),
            )
        }
        check()
      }),
  )
}
