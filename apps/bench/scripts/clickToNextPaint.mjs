// Click → next paint, as the browser's Event Timing API reports it: from the click's input
// timestamp to the presentation of the first frame painted after its handlers ran, in 8 ms steps.
// Unlike the bench's open figure, which ends as the frame that draws the list begins, it includes
// that frame's style, layout and paint, and the compositor's raster and presentation.

/** What {@link clickToNextPaint} reports when the browser left the click out: under 16 ms. */
export const underThreshold = 8

/**
 * Moves the mouse onto `selector`'s element and clicks it, as a visitor does (trusted events, which
 * alone are timed), and returns the `click` entry's duration in ms. The API reports only events
 * of 16 ms and more; a click it left out returns {@link underThreshold}.
 */
export async function clickToNextPaint(page, selector) {
  const { x, y } = await page.evaluate((selector) => {
    const box = document.querySelector(selector).getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }, selector)
  await page.mouse.move(x, y)
  // The hover's own styles (a 120 ms transition on the button) end before the press.
  await page.waitForTimeout(300)
  await page.evaluate(() => {
    window.benchClickDuration = new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const click = list.getEntries().find((entry) => entry.name === 'click')
        if (!click) return
        observer.disconnect()
        resolve(click.duration)
      })
      observer.observe({ type: 'event', durationThreshold: 16 })
      // Entries come after the frame is presented; none within a second means none at all.
      setTimeout(() => {
        observer.disconnect()
        resolve(undefined)
      }, 1000)
    })
  })
  await page.mouse.down()
  await page.mouse.up()
  const duration = await page.evaluate(() => window.benchClickDuration)
  return duration ?? underThreshold
}
