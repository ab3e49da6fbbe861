import type { OrderAddress } from '../db/schema'

/** The Croatian card processors Izlog speaks to (ADR 059); chosen by `PAYMENT_PROVIDER`. */
export type CardProcessorId = 'corvuspay' | 'wspay' | 'monri'
export const CARD_PROCESSOR_IDS: readonly CardProcessorId[] = ['corvuspay', 'wspay', 'monri']

/** The order as a processor needs it for its hosted form. */
export interface ProcessorOrder {
  slug: string
  number: string
  orderTotal: number
  currency: string
  locale: string
  email: string
  billingAddress: OrderAddress
}

/** Where the processor sends the buyer back (approved or not, cancelled) and reports to. */
export interface ProcessorUrls {
  returnUrl: string
  cancelUrl: string
  notifyUrl: string
}

/** A processor's word on one payment, once its own proof (signature, digest, its API over TLS) checked out. */
export interface ProcessorPayment {
  orderSlug: string
  status: 'approved' | 'declined' | 'cancelled'
  /** Cents; null when the message names no amount we can trust: the processor's status answer is asked. */
  amount: number | null
  /** ISO 4217 letters; null when the message names none (a processor account takes one currency). */
  currency: string | null
  transactionId: string | null
  /** The processor's references a capture, refund or void will name. */
  reference: Record<string, string>
}

/** What a message from the processor (the buyer's return, a server notification) turned out to be. */
export type ProcessorMessage =
  | { kind: 'verified'; payment: ProcessorPayment }
  /** Signature or digest wrong, or the fields it needs missing: it changes nothing. */
  | { kind: 'forged'; orderSlug: string | null }
  /** Nothing in it proves an outcome (an unsigned cancel): the processor's status answer decides, `fallback` when it knows no payment. */
  | { kind: 'ask_status'; orderSlug: string; fallback: 'cancelled' }
  /** Authentic, but not a payment decision (a refund or void report): acknowledged and logged. */
  | { kind: 'ignored'; orderSlug: string | null; note: string }

/** A message as it reached us: its query, form or JSON fields, the raw body and headers, and the URL the processor called. */
export interface IncomingMessage {
  fields: Record<string, string>
  rawBody: string
  headers: Headers
  url: string
}

/** The processor's answer about one order's payment. */
export type StatusAnswer =
  | { kind: 'found'; payment: ProcessorPayment & { amount: number } }
  | { kind: 'not_found' }
  | { kind: 'unavailable'; message: string }

/** The processor's answer to a capture, refund or void. */
export type OperationAnswer =
  | { ok: true; providerRefundId: string | null; reference?: Record<string, string> }
  /** `unknown`: no answer came (timeout, connection lost) — the money may have moved. */
  | { ok: false; reason: string; unknown: boolean }

/** A settled payment as the processor knows it: what every operation on it names. */
export interface PaymentHandle {
  orderSlug: string
  currency: string
  orderTotal: number
  reference: Record<string, string>
}

/**
 * One card processor: its hosted form, the checks of what it sends back, and its API. Amounts are
 * integer cents here; each adapter writes them as its processor wants.
 */
export interface CardProcessor {
  readonly id: CardProcessorId
  /** Where the buyer's browser posts the form (the processor's origin goes into the CSP). */
  readonly formAction: string
  /** The hosted form's fields, signed. */
  formFields(order: ProcessorOrder, urls: ProcessorUrls): Record<string, string>
  /** The buyer's browser back from the form: `return` after an attempt, `cancel` when the buyer gave up. */
  verifyReturn(message: IncomingMessage, kind: 'return' | 'cancel'): ProcessorMessage
  /** The processor's server reporting a result; null when the processor pushes nothing (its status API is asked instead). */
  verifyNotification(message: IncomingMessage): ProcessorMessage | null
  status(order: { slug: string; currency: string; reference: Record<string, string> }): Promise<StatusAnswer>
  capture(payment: PaymentHandle, amount: number): Promise<OperationAnswer>
  /** `remainingAfter`: what stays charged once this refund is through (processors that take the new total need it). */
  refund(payment: PaymentHandle, input: { amount: number; remainingAfter: number; idempotencyKey: string }): Promise<OperationAnswer>
  void(payment: PaymentHandle): Promise<OperationAnswer>
}

/** The buyer's language as processors name it, from the order's locale. */
export function processorLanguage(locale: string): 'hr' | 'en' | 'de' {
  return locale === 'en' || locale === 'de' ? locale : 'hr'
}
