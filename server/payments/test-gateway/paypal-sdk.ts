/**
 * The test gateway's stand-in for the PayPal JS SDK: `paypal.Buttons({createOrder, onApprove,
 * onCancel, onError}).render(element)`. It draws a PayPal button; choosing it shows the approval
 * step in place (no popup), and the answer comes signed from the gateway like PayPal's does.
 */
export function payPalSdkScript(): string {
  return `(() => {
  const post = (path, orderId) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId }) }).then((r) => { if (!r.ok) throw new Error('gateway ' + r.status); return r.json() })
  const button = (label, primary) => { const b = document.createElement('button'); b.type = 'button'; b.textContent = label; b.style.cssText = 'font:inherit;padding:.7rem 1.2rem;border-radius:999px;border:1px solid #003087;margin:.25rem;cursor:pointer;' + (primary ? 'background:#ffc439;color:#111;font-weight:700' : 'background:#fff;color:#003087'); return b }
  window.paypal = {
    Buttons(options) {
      return {
        render(target) {
          const host = typeof target === 'string' ? document.querySelector(target) : target
          const start = button('PayPal', true)
          start.setAttribute('aria-label', 'Plati PayPalom')
          host.replaceChildren(start)
          start.addEventListener('click', async () => {
            try {
              const orderId = await options.createOrder()
              const panel = document.createElement('div')
              panel.setAttribute('role', 'group')
              panel.setAttribute('aria-label', 'Testni PayPal')
              const text = document.createElement('p')
              text.textContent = 'Testni PayPal: odobrite ili otkažite plaćanje.'
              const approve = button('Odobri plaćanje', true)
              const cancel = button('Otkaži', false)
              panel.append(text, approve, cancel)
              host.replaceChildren(panel)
              approve.focus()
              approve.addEventListener('click', async () => {
                try { await options.onApprove(await post('/_gateway/paypal/approve', orderId)) } catch (error) { options.onError && options.onError(error) }
              })
              cancel.addEventListener('click', async () => {
                try { await post('/_gateway/paypal/cancel', orderId) } catch (error) { options.onError && options.onError(error); return }
                options.onCancel && options.onCancel()
              })
            } catch (error) { options.onError && options.onError(error) }
          })
        },
      }
    },
  }
})()
`
}
