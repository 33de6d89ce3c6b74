/** Plain defaults: webpack (Next 15's default bundler), the kit taken from node_modules as published. */
const nextConfig = {
  reactStrictMode: true,
  eslint: { ignoreDuringBuilds: true },
}

export default nextConfig
