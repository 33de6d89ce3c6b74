export type WarmFontsParameters = {
  /** CSS `font` shorthands, for example `normal 600 16px system-ui`. */
  fonts: readonly string[]
  /** Where the probe is laid out for a moment; the document's body by default (none: nothing is done). */
  parent?: Element | null
}

/**
 * Lays out a few letters in each font, in a hidden probe removed at once, so the browser resolves
 * those faces now (a lookup that can cost a millisecond or more per size and weight the first
 * time) rather than during the layout of the modal's first open. Through the page's own layout,
 * not a canvas: a 2D context would bring its whole interface into the page's heap (about 20 KiB)
 * for a few measurements.
 * @example warmFonts({ fonts: collectFonts(container) })
 */
export function warmFonts({
  fonts,
  parent = globalThis.document?.body ?? null,
}: WarmFontsParameters): void {
  if (!parent || fonts.length === 0) return
  const probe = parent.ownerDocument.createElement('span')
  probe.setAttribute('aria-hidden', 'true')
  // Set through the CSSOM, which a strict CSP allows.
  probe.style.position = 'absolute'
  probe.style.visibility = 'hidden'
  probe.style.whiteSpace = 'nowrap'
  probe.textContent = 'Wallet'
  parent.appendChild(probe)
  for (const font of fonts) {
    probe.style.font = font
    // Reading a size lays the text out, in this font, now.
    void probe.offsetWidth
  }
  probe.remove()
}
