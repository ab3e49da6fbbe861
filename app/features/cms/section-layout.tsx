import type { ReactNode } from 'react'

/**
 * Modifier classes for a section's own options: `block--key-value` for desktop and
 * `m-block--key-value` for the phone override, so CSS alone switches layouts (no hydration flash).
 */
export function optionClasses(
  block: string,
  options: Record<string, unknown>,
  mobileOptions: Record<string, unknown>,
  keys: string[],
): string {
  const classes = [block]
  for (const key of keys) {
    const value = options[key]
    if (typeof value === 'string' || typeof value === 'number') classes.push(`${block}--${key}-${value}`)
    else if (typeof value === 'boolean' && value) classes.push(`${block}--${key}`)
    const mobile = mobileOptions[key]
    if (typeof mobile === 'string' || typeof mobile === 'number') classes.push(`m-${block}--${key}-${mobile}`)
  }
  return classes.join(' ')
}

/** The section's own heading: the page's `<h1>` when the section comes first, else an `<h2>`. */
export function SectionHeading({ isFirst, className, children }: { isFirst: boolean; className?: string; children: ReactNode }) {
  return isFirst ? <h1 className={className}>{children}</h1> : <h2 className={className}>{children}</h2>
}

/**
 * The heading of an item inside a section: one level below the section heading, or the section
 * level itself when the section has none, so heading levels never skip (axe heading-order).
 */
export function ItemHeading({ hasSectionHeading, className, children }: { hasSectionHeading: boolean; className?: string; children: ReactNode }) {
  return hasSectionHeading ? <h3 className={className}>{children}</h3> : <h2 className={className}>{children}</h2>
}

/** Optional heading and lead paragraph above a section's content. */
export function SectionIntro({ heading, intro }: { heading?: string; intro?: string }) {
  if (!heading && !intro) return null
  return (
    <header className="section-intro">
      {heading ? <h2 className="section-intro__heading">{heading}</h2> : null}
      {intro ? <p className="section-intro__lead">{intro}</p> : null}
    </header>
  )
}
