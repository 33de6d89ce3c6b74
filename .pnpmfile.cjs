// React 18.3 is installed beside React 19 under the aliases `react-18` and `react-dom-18`, for
// the tests and benchmarks that run the packages on both. react-dom names `react` as a peer,
// which pnpm fills from the importer's own `react` (19); this makes the 18.3 react-dom depend
// on the 18.3 react instead, so that Node's resolution inside it (SSR, tests) meets the same
// React that the bundlers' aliases give it.
module.exports = {
  hooks: {
    readPackage(manifest) {
      if (manifest.name === 'react-dom' && manifest.version === '18.3.1') {
        const { react: _peer, ...peerDependencies } = manifest.peerDependencies ?? {}
        manifest.peerDependencies = peerDependencies
        manifest.dependencies = { ...manifest.dependencies, react: '18.3.1' }
      }
      return manifest
    },
  },
}
