// Generated per language by build-tools/page-language-messages.ts for the browser build (ADR 026).
declare module 'virtual:izlog-messages/*' {
  import type { MessageKey } from '#common/i18n/messages'
  /** One part (`<locale>/<part>`, e.g. `hr/visitor`) of a language's catalogue. */
  export const messages: Partial<Record<MessageKey, string>>
}
