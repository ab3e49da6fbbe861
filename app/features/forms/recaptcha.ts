import type { MessageKey } from '#common/i18n/translate'

/** The part of Google's `grecaptcha` (v2, explicit render) a form uses. */
interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number
  execute(widgetId: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    izlogRecaptchaLoaded?: () => void
  }
}

/** §8 reCAPTCHA errors, each a catalogue key the form shows. */
export class RecaptchaError extends Error {
  constructor(readonly messageKey: MessageKey) {
    super(messageKey)
  }
}

export interface RecaptchaSettings {
  siteKey: string
  /** §9 defaults: version 2, invisible. */
  version: number
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'
let loading: Promise<Grecaptcha> | null = null

/** Loads Google's script once per page, only when a form with reCAPTCHA is about to be sent. */
function loadScript(language: string): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => fail(), 15_000)
    const fail = () => {
      window.clearTimeout(timer)
      loading = null
      reject(new RecaptchaError('forms.recaptchaLoadFailed'))
    }
    window.izlogRecaptchaLoaded = () => {
      window.clearTimeout(timer)
      if (window.grecaptcha) resolve(window.grecaptcha)
      else fail()
    }
    const script = document.createElement('script')
    script.src = `${SCRIPT_URL}?onload=izlogRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(language)}`
    script.async = true
    script.onerror = () => {
      script.remove()
      fail()
    }
    document.head.append(script)
  })
  return loading
}

/**
 * Runs the invisible v2 widget in `container` and resolves with its token. Every §8 failure is a
 * RecaptchaError: no key, no (supported) version, the script not loading, the check not running.
 */
export async function executeRecaptcha(settings: RecaptchaSettings, container: HTMLElement, language: string): Promise<string> {
  if (!settings.siteKey) throw new RecaptchaError('forms.recaptchaNoKey')
  if (settings.version !== 2) throw new RecaptchaError('forms.recaptchaNoVersion')
  const grecaptcha = await loadScript(language)
  return new Promise<string>((resolve, reject) => {
    const fail = () => reject(new RecaptchaError('forms.recaptchaExecuteFailed'))
    try {
      container.replaceChildren()
      const target = document.createElement('div')
      container.append(target)
      const widgetId = grecaptcha.render(target, {
        sitekey: settings.siteKey,
        size: 'invisible',
        callback: (token: string) => (token ? resolve(token) : fail()),
        'error-callback': fail,
        'expired-callback': fail,
      })
      grecaptcha.execute(widgetId)
    } catch {
      fail()
    }
  })
}
