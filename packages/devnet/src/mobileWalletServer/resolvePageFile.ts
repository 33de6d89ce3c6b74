import { resolve, sep } from 'node:path'

/**
 * The file under `pageDir` that a URL path names, or `undefined` when the path could leave the
 * directory or name a hidden file: `..` and `.` segments, encoded or not, backslashes, NUL bytes
 * and dot-files are all refused. The caller still checks that the file exists.
 */
export function resolvePageFile(pageDir: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) {
    return undefined
  }
  const root = resolve(pageDir)
  const file = resolve(root, ...segments)
  return file.startsWith(root + sep) ? file : undefined
}
