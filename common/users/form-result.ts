import type { MessageKey } from '../i18n/translate'

/** What an account form's action answers when it does not redirect. */
export interface AccountFormResult {
  intent: string
  ok: boolean
  /** Field name → message (the §5 catalogue). */
  fields?: Record<string, string>
  /** A form-level message (already translated). */
  message?: string
  /** A notice to show on success, as a catalogue key. */
  notice?: MessageKey
  /** Extra info notice (e.g. "confirm your e-mail"). */
  info?: MessageKey
  code?: string
}
