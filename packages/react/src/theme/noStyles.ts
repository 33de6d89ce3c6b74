/**
 * What a style sheet import resolves to in plain Node (see `#kit-css` in package.json): nothing,
 * so the package loads in a dapp's unit tests or SSR server without a bundler.
 */
export {}
