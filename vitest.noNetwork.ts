// Unit tests have no network: a kit built without a `fetch` option must not reach real hosts.
// Tests that need a service pass a fake `fetch` (see `createFakeApi` in @kit/test-fixtures).
globalThis.fetch = async (input) => {
  throw new TypeError(`fetch failed: unit tests have no network (${new URL(String(input)).host})`)
}
