const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#161a24"/>',
  '<path d="M26 30l30-11a4 4 0 0 1 5.4 3.8V30" fill="none" stroke="#9fb4ff" stroke-width="5" stroke-linecap="round"/>',
  '<rect x="16" y="30" width="64" height="44" rx="10" fill="#4f7cff"/>',
  '<rect x="54" y="43" width="26" height="18" rx="6" fill="#161a24"/>',
  '<circle cx="63" cy="52" r="4.5" fill="#7ee0a1"/>',
  '</svg>',
].join('')

/** The dev wallet's EIP-6963 icon: a wallet with a green light, as a base64 SVG data URI. */
export const devWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`
