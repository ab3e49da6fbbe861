/**
 * The site's colours for e-mails. Mail programs ignore CSS variables, so these are the values of
 * app/styles/app.css (:root) written out; change them together.
 */
export const mailPalette = {
  ink: '#15202b', // --color-ink
  inkSoft: '#44515e', // --color-ink-soft
  muted: '#5f6b76', // --color-muted
  surface: '#ffffff', // --color-surface
  surfaceAlt: '#f4f6f5', // --color-surface-alt
  line: '#d9dfdc', // --color-line
  brand: '#1d3557', // --color-brand
  brandInk: '#ffffff', // --color-brand-ink
  // --color-accent-strong: white text on it passes WCAG AA, as the site's buttons do.
  button: '#1f5f54',
  buttonInk: '#ffffff',
} as const

/** Arial first: Outlook on Windows does not take system-ui and would fall back to Times. */
export const mailFont = "Arial, 'Helvetica Neue', Helvetica, system-ui, sans-serif"
