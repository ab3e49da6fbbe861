import { afterEach, describe, expect, it, vi } from 'vitest'
import { executeRecaptcha } from './recaptcha'

/** A browser just big enough for the loader: a head that "loads" or "fails" the script it is given. */
function fakeBrowser(load: (script: { onerror?: () => void; src: string }) => void) {
  const win: Record<string, unknown> = { setTimeout, clearTimeout }
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', {
    createElement: (tag: string) => (tag === 'script' ? { src: '', remove() {} } : { tag }),
    head: { append: (script: { onerror?: () => void; src: string }) => load(script) },
  })
  return win
}
const container = { replaceChildren() {}, append() {} } as unknown as HTMLElement

afterEach(() => vi.unstubAllGlobals())

describe('reCAPTCHA v2 invisible in the browser: every §8 error has its message', () => {
  it('no key', async () => {
    await expect(executeRecaptcha({ siteKey: '', version: 2 }, container, 'hr')).rejects.toMatchObject({ messageKey: 'forms.recaptchaNoKey' })
  })

  it('no (supported) version', async () => {
    await expect(executeRecaptcha({ siteKey: 'k', version: 3 }, container, 'hr')).rejects.toMatchObject({ messageKey: 'forms.recaptchaNoVersion' })
  })

  it('failed to load the script, asking Google for the explicit invisible render', async () => {
    let requested = ''
    fakeBrowser((script) => {
      requested = script.src
      script.onerror?.()
    })
    await expect(executeRecaptcha({ siteKey: 'k', version: 2 }, container, 'hr')).rejects.toMatchObject({ messageKey: 'forms.recaptchaLoadFailed' })
    expect(requested).toBe('https://www.google.com/recaptcha/api.js?onload=izlogRecaptchaLoaded&render=explicit&hl=hr')
  })

  it('failed to execute, and a token when it runs', async () => {
    const win = fakeBrowser(() => {})
    win.grecaptcha = {
      render: () => {
        throw new Error('bad site key')
      },
      execute: () => {},
    }
    await expect(executeRecaptcha({ siteKey: 'k', version: 2 }, container, 'hr')).rejects.toMatchObject({ messageKey: 'forms.recaptchaExecuteFailed' })
    let parameters: Record<string, unknown> = {}
    win.grecaptcha = {
      render: (_target: unknown, given: Record<string, unknown>) => {
        parameters = given
        return 7
      },
      execute: () => (parameters.callback as (token: string) => void)('token-123'),
    }
    await expect(executeRecaptcha({ siteKey: 'k', version: 2 }, container, 'hr')).resolves.toBe('token-123')
    expect(parameters).toMatchObject({ sitekey: 'k', size: 'invisible' })
  })
})
