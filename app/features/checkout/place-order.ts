import type { OrderCreateInput, PayPalOrderObject } from '#common/checkout/schemas'
import type { CartView } from '#common/cart/types'

/** §4 what the buyer saw: the server refuses the order (409 CART_UPDATED) when its own prices differ. */
export function seenPrices(cart: CartView): NonNullable<OrderCreateInput['seen']> {
  return {
    cartTotal: cart.prices.converted.cartTotal,
    items: cart.items.map((item) => ({
      id: item.itemId,
      finalPrice: item.prices.converted.finalPrice,
      qty: item.qty,
    })),
  }
}

/**
 * §4 HPF: the provider's form is inserted and submitted. Parsed as inert HTML, so any script in it
 * never runs (the CSP forbids inline scripts anyway); only the form element is kept.
 */
export function submitProviderForm(html: string, container: HTMLElement): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('form')
  if (!parsed) return false
  const form = document.importNode(parsed, true)
  form.hidden = true
  container.replaceChildren(form)
  form.submit()
  return true
}

interface PayPalButtons {
  render(target: HTMLElement): Promise<void> | void
}
interface PayPalSdk {
  Buttons(options: {
    createOrder: () => string | Promise<string>
    onApprove: (data: Record<string, unknown>) => Promise<void> | void
    onCancel?: () => void
    onError?: (error: unknown) => void
  }): PayPalButtons
}

declare global {
  interface Window {
    paypal?: PayPalSdk
  }
}

/** Loads the PayPal SDK script once; it carries the page's CSP nonce so a nonce-only policy allows it. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-paypal-sdk="${CSS.escape(src)}"]`)
    if (existing && window.paypal) return resolve()
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.paypalSdk = src
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`PayPal script failed: ${src}`))
    document.head.append(script)
  })
}

/**
 * §4 PayPal: render the buttons for the order; on approval the server confirms the payment
 * (order/paypalSuccess) and answers where to go next.
 */
export async function renderPayPalButtons(
  order: PayPalOrderObject,
  container: HTMLElement,
  handlers: {
    onApprove(data: Record<string, unknown>): Promise<void>
    onCancel(): void
    onError(): void
  },
): Promise<void> {
  await loadScript(order.scriptUrl)
  if (!window.paypal) throw new Error('PayPal SDK missing after load')
  container.replaceChildren()
  await window.paypal
    .Buttons({
      createOrder: () => order.orderId,
      onApprove: handlers.onApprove,
      onCancel: handlers.onCancel,
      onError: handlers.onError,
    })
    .render(container)
}
