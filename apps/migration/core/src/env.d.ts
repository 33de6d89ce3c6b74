interface ImportMetaEnv {
  readonly VITE_PROJECT_ID?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
