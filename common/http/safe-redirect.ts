/**
 * Redirect targets (`redirect`, `returnTo`, …) must stay on this site (§5 "internal redirect
 * targets must be site-relative"; DESIGN decisions). Accepts only a path that starts with one `/`
 * and cannot be read by a browser as another host: `//evil.example`, `/\evil`, `javascript:` and
 * anything with control characters are refused.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return null
  // Control characters and whitespace let browsers strip or reinterpret the prefix (`/\t/evil`).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return null
  if (!target.startsWith('/') || target.startsWith('//')) return null
  try {
    // Resolve against a throwaway origin: a site-relative path never changes the origin.
    const base = 'http://safe-redirect.invalid'
    const resolved = new URL(target, base)
    if (resolved.origin !== base) return null
    return resolved.pathname + resolved.search + resolved.hash
  } catch {
    return null
  }
}

/** The safe target, or a fallback (usually the home page) when the target is missing or unsafe. */
export function safeRedirectOr(target: unknown, fallback: string): string {
  return safeRedirectPath(target) ?? fallback
}
