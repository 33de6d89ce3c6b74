// webpack 5 in production mode, as Next.js and other webpack apps build a client bundle: TSX
// through esbuild-loader, style sheets extracted to files by mini-css-extract-plugin.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { EsbuildPlugin } from 'esbuild-loader'
import MiniCssExtractPlugin from 'mini-css-extract-plugin'
import webpack from 'webpack'
import { pageFigures } from './figures.mjs'

const require = createRequire(import.meta.url)
// The minimizer webpack itself depends on and uses by default.
const MinimizerPlugin = createRequire(require.resolve('webpack'))('minimizer-webpack-plugin')

/**
 * Builds `pages` (the minimal and the React-only page by default) together into `app/<out>`; each
 * page's figures (see `pageFigures`).
 */
export async function buildWebpack(
  app,
  { pages = ['minimal', 'react-only'], out = 'dist-webpack' } = {},
) {
  const outdir = join(app, out)
  const compiler = webpack({
    mode: 'production',
    context: app,
    entry: Object.fromEntries(pages.map((page) => [page, `./src/${page}.tsx`])),
    output: {
      path: outdir,
      filename: '[name].[contenthash].js',
      chunkFilename: 'lazy/[name].[contenthash].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // The loaders are the bench's own, not the app's.
    resolveLoader: { modules: [join(import.meta.dirname, '../../node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: require.resolve('esbuild-loader'),
          options: { loader: 'tsx', jsx: 'automatic', target: 'es2022' },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      ],
    },
    optimization: {
      minimizer: [
        // webpack's default minimizer (terser) for the scripts; lazy chunks are left as they are, as the
        // figures leave them out and terser takes minutes on the WalletConnect SDK.
        new MinimizerPlugin({
          test: /\.js$/,
          exclude: /^lazy\//,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
        new EsbuildPlugin({ css: true, include: /\.css$/ }),
      ],
    },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' })],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  })
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => {})
      if (error) reject(error)
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })))
      else resolve(result)
    }),
  )
  const { compilation } = stats
  const result = {}
  for (const page of pages) {
    // An entrypoint's chunks are its initial ones: what the page's tags load up front.
    const initial = compilation.entrypoints.get(page).chunks
    const assets = initial.flatMap((chunk) => [...chunk.files])
    const modules = new Map()
    for (const chunk of initial) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        // Concatenated modules hold their parts; count each part under its own name.
        for (const part of module.modules ?? [module]) {
          const id = part.nameForCondition?.()
          if (!id || part.type?.startsWith('css')) continue
          modules.set(id, (modules.get(id) ?? 0) + part.size())
        }
      }
    }
    result[page] = pageFigures({
      dir: outdir,
      js: assets.filter((file) => file.endsWith('.js')),
      css: assets.filter((file) => file.endsWith('.css')),
      modules,
    })
  }
  return result
}
