/** A host as it appears in a URL (IPv6 literals get brackets). */
export function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}
