export type WarmFontsParameters = {
  /** CSS `font` shorthands, for example `normal 600 16px system-ui`. */
  fonts: readonly string[]
  /** A 2D context to measure with; an offscreen canvas's by default (none: nothing is done). */
  context?: Pick<OffscreenCanvasRenderingContext2D, 'font' | 'measureText'> | null
}

/**
 * Measures a few letters in each font, so the browser resolves those faces now (a lookup that can
 * cost a millisecond or more per size and weight the first time) rather than during the layout
 * of the modal's first open.
 * @example warmFonts({ fonts: collectFonts(container) })
 */
export function warmFonts({ fonts, context = offscreenContext() }: WarmFontsParameters): void {
  if (!context) return
  for (const font of fonts) {
    context.font = font
    context.measureText('Wallet')
  }
}

function offscreenContext() {
  if (typeof OffscreenCanvas !== 'function') return null
  try {
    return new OffscreenCanvas(1, 1).getContext('2d')
  } catch {
    return null
  }
}
