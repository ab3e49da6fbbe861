import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { allowedConsentScripts, type ConsentScript } from '#common/consent/cookie-consent'
import { useConsent } from './consent'

/**
 * Adds the analytics and marketing scripts of the site options to the page once the visitor has
 * allowed their category — nothing before the choice, nothing of a refused category. The script
 * carries the request's CSP nonce. A withdrawn category takes effect with the next page load.
 */
export function ConsentScripts({ scripts }: { scripts: ConsentScript[] }) {
  const { consent } = useConsent()
  const nonce = (useRouteLoaderData('root') as { nonce?: string } | undefined)?.nonce
  useEffect(() => {
    for (const script of allowedConsentScripts(scripts, consent)) {
      const present = [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-category]')].some((element) => element.getAttribute('src') === script.src)
      if (present) continue
      const element = document.createElement('script')
      element.src = script.src
      element.async = true
      element.dataset.consentCategory = script.category
      if (nonce) element.nonce = nonce
      document.head.append(element)
    }
  }, [scripts, consent, nonce])
  return null
}
