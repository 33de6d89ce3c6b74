// An EIP-6963 wallet stub injected before the page's scripts, so the wallet list has a row.
;(() => {
  const provider = {
    request: async ({ method }) =>
      method === 'eth_accounts' ? [] : method === 'eth_chainId' ? '0x1' : null,
    on() {},
    removeListener() {},
  }
  const detail = Object.freeze({
    info: {
      uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      name: 'Bench Wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzU3NzNmZiIvPjwvc3ZnPg==',
      rdns: 'dev.kit.bench',
    },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
