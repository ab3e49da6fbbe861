// Generated per language by build-tools/page-language-messages.ts for the browser build (ADR 026).
declare module 'virtual:izlog-messages/*' {
  import type { MessageKey } from '#common/i18n/messages'
  export const messages: Record<MessageKey, string>
}
