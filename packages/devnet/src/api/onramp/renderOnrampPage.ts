import type { OnrampPurchase } from './createOnrampStore.js'

export type RenderOnrampPageParameters = {
  purchase: OnrampPurchase
  networkName: string
  symbol: string
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)

/**
 * The local onramp provider's page: who receives, on which network, an amount field and "Buy".
 * No inline script or style (see `onrampPageCsp`); every value is HTML-escaped.
 */
export function renderOnrampPage({ purchase, networkName, symbol }: RenderOnrampPageParameters) {
  const completed = purchase.status !== 'open'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kit Pay · Buy ${escapeHtml(symbol)}</title>
<link rel="stylesheet" href="/onramp/provider.css">
<script src="/onramp/provider.js" defer></script>
</head>
<body>
<main>
<h1>Buy ${escapeHtml(symbol)}</h1>
<p class="muted">Local onramp of the Kit devnet: no card is charged, a funded dev account pays out.</p>
<p>Network: <strong data-testid="onramp-network">${escapeHtml(networkName)}</strong></p>
<p>To: <span class="address" data-testid="onramp-address">${escapeHtml(purchase.address)}</span></p>
<form id="buy-form" data-session="${escapeHtml(purchase.id)}">
<label>Amount (${escapeHtml(symbol)})
<input id="buy-amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(purchase.amount)}" data-testid="onramp-amount">
</label>
<button id="buy-button" type="submit" data-testid="onramp-buy"${completed ? ' disabled' : ''}>Buy</button>
</form>
<output id="buy-result" role="status" data-testid="onramp-result">${completed ? `Already paid out: ${escapeHtml(purchase.hash ?? '')}` : ''}</output>
</main>
</body>
</html>
`
}
