import { describe, expect, it } from 'vitest'
import { allowedStep, stepFromParam, stepParam, checkoutSteps } from './checkout-steps'

const none = { hasAddress: false, hasShipping: false, needsShipping: true }
const addressed = { ...none, hasAddress: true }
const shipped = { ...addressed, hasShipping: true }

describe('checkout step guard (§4)', () => {
  it('sends a buyer without a saved address to the address step', () => {
    for (const step of checkoutSteps) expect(allowedStep(step, none)).toBe('address')
  })

  it('needs a shipping method before the payment step', () => {
    expect(allowedStep('payment', addressed)).toBe('shipping')
    expect(allowedStep('shipping', addressed)).toBe('shipping')
    expect(allowedStep('payment', shipped)).toBe('payment')
    expect(allowedStep('address', shipped)).toBe('address')
  })

  it('skips shipping for a cart of e-products only', () => {
    const digital = { ...addressed, needsShipping: false }
    expect(allowedStep('shipping', digital)).toBe('payment')
    expect(allowedStep('payment', digital)).toBe('payment')
  })

  it('reads the step from the URL and falls back to the first', () => {
    for (const step of checkoutSteps) expect(stepFromParam(stepParam(step))).toBe(step)
    expect(stepFromParam(null)).toBe('address')
    expect(stepFromParam('nepoznat')).toBe('address')
  })
})
