/** The layout elements of a language (§3 layout element handler). */
export const layoutElementHandlers = ['header-section', 'footer-section', 'cookie-section'] as const
export type LayoutElementHandlerName = (typeof layoutElementHandlers)[number]
