/**
 * CORS headers of the public, keyless endpoints (the API and the analytics sink, like the hosted
 * ones): any origin may call them.
 */
export const publicCorsHeaders: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-max-age': '600',
})
