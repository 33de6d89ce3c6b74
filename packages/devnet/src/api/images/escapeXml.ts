const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Escapes text for an XML (SVG) text node or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}
