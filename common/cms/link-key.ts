import type { LinkTarget } from './link'

/** The key a resolved link is looked up by, on the server and in the browser alike. */
export function linkKey(target: LinkTarget): string {
  return JSON.stringify(target)
}
