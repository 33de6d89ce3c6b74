/**
 * The strict CSP of the onramp provider page: its script and stylesheet come from this server,
 * nothing inline, no frames, no other origin.
 */
export const onrampPageCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

/** The page's stylesheet (`/onramp/provider.css`). */
export const onrampPageCss = `:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f3f3; color: #141414; }
@media (prefers-color-scheme: dark) { body { background: #141414; color: #e4e7e7; } main { background: #1f1f1f; } }
main { width: min(360px, calc(100vw - 32px)); padding: 24px; border-radius: 24px; background: #ffffff; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12); display: flex; flex-direction: column; gap: 12px; }
h1 { font-size: 20px; margin: 0; }
p { margin: 0; font-size: 14px; }
.muted { color: #6c7378; }
.address { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; overflow-wrap: anywhere; }
label { display: flex; flex-direction: column; gap: 6px; font-size: 14px; }
input { font: inherit; padding: 12px; border-radius: 12px; border: 1px solid rgba(128, 128, 128, 0.4); background: transparent; color: inherit; }
button { font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 16px; background: hsl(230 100% 60%); color: #ffffff; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: default; }
output { min-height: 1.4em; font-size: 13px; overflow-wrap: anywhere; }
output[data-state="error"] { color: #d63745; }
output[data-state="done"] { color: #1a9f4b; }
`

/** The page's script (`/onramp/provider.js`): posts the purchase and shows the payout hash. */
export const onrampPageScript = `'use strict'
const form = document.getElementById('buy-form')
const output = document.getElementById('buy-result')
const button = document.getElementById('buy-button')
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const amount = new FormData(form).get('amount')
  button.disabled = true
  output.dataset.state = 'busy'
  output.textContent = 'Processing…'
  try {
    const response = await fetch('/onramp/provider/buy', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: form.dataset.session, amount: String(amount).trim() }),
    })
    const body = await response.json()
    if (!response.ok) throw new Error(body.reasons?.[0]?.description ?? 'The purchase failed')
    output.dataset.state = 'done'
    output.dataset.hash = body.hash
    output.textContent = 'Sent ' + body.amount + ' ' + body.symbol + '. Transaction ' + body.hash
    form.dataset.completed = 'true'
  } catch (error) {
    output.dataset.state = 'error'
    output.textContent = error instanceof Error ? error.message : String(error)
    button.disabled = false
  }
})
`
