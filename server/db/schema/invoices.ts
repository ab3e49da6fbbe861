import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { orderLines, orders } from './orders'
import { sites } from './site'

/** An invoice of a sale, or a storno that cancels (part of) one with negative amounts. */
export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'storno'])

/**
 * Where the invoice stands with the tax administration's fiscalisation service (CIS):
 * `not_required` for a seller outside Croatia (plain numbered invoices), `pending` while it has
 * the ZKI alone (CIS did not answer, or answered with an error), `fiscalised` once the JIR is stored.
 */
export const fiscalStatus = pgEnum('fiscal_status', ['not_required', 'pending', 'fiscalised'])

/** The seller as the invoice names it: a copy, so later changes of the settings change no invoice. */
export interface InvoiceSeller {
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  oib: string
  inVatSystem: boolean
  iban?: string
}

/** The buyer as the invoice names it; a company buyer has a name and an OIB (eRačun). */
export interface InvoiceBuyer {
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  email: string
  companyName?: string | null
  companyOib?: string | null
}

/** One VAT rate's part of the invoice, in cents; a 0 % part names its exemption reason. */
export interface InvoiceVatPart {
  rate: number
  base: number
  amount: number
  exemptionReason?: string
}

/** The last answer the fiscalisation service gave for an invoice: a CIS error code and message. */
export interface FiscalError {
  code: string
  message: string
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: invoiceKind().notNull().default('invoice'),
    /** The invoice a storno cancels (in whole or in part). */
    stornoOfId: integer().references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** Numbering: `seq/premises/device`, gapless within (site, premises, device, year); year 0 when the internal act numbers per premises without years. */
    year: integer().notNull(),
    premises: text().notNull(),
    device: text().notNull(),
    seq: integer().notNull(),
    /** As printed: `17/WEB1/1`. */
    number: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The buyer's language; the invoice PDF is in Croatian and, where it differs, in this language. */
    locale: text().notNull().default('hr'),
    seller: jsonb().$type<InvoiceSeller>().notNull(),
    buyer: jsonb().$type<InvoiceBuyer>().notNull(),
    operatorOib: text().notNull(),
    /** CIS OznSlijed as set when it was issued: `P` numbers per premises, `N` per device. */
    sequenceMark: text().notNull().default('P'),
    /** The order's payment type (`hpf`, `paypal`, `cod`, `bank_transfer`) and the CIS payment code for it. */
    paymentType: text().notNull(),
    paymentCode: text().notNull(),
    currency: text().notNull().default('EUR'),
    /** Cents, PDV included; negative for a storno. */
    total: bigint({ mode: 'number' }).notNull(),
    vatParts: jsonb().$type<InvoiceVatPart[]>().notNull(),
    fiscalStatus: fiscalStatus().notNull(),
    /** Zaštitni kod izdavatelja: 32 hex digits, computed when the invoice is issued. */
    zki: text(),
    /** Jedinstveni identifikator računa: CIS's answer. */
    jir: text(),
    fiscalisedAt: timestamp({ withTimezone: true }),
    /** Set once the first delivery failed: later requests carry the subsequent-delivery mark (NakDost). */
    subsequentDelivery: boolean().notNull().default(false),
    fiscalAttempts: integer().notNull().default(0),
    fiscalNextAttemptAt: timestamp({ withTimezone: true }),
    /** A retrying worker's lease, as the outbox has (ADR 048). */
    fiscalClaimedUntil: timestamp({ withTimezone: true }),
    fiscalError: jsonb().$type<FiscalError>(),
    /** eRačun for a company buyer: `pending`, `sent`, `delivered`, `rejected`, `failed`; null when none is due. */
    eracunStatus: text(),
    /** The intermediary's id for the sent document. */
    eracunId: text(),
    eracunError: text(),
    eracunUpdatedAt: timestamp({ withTimezone: true }),
    /** The eRačun worker's tries since the last progress (send or status poll), its next turn and its lease (ADR 056). */
    eracunAttempts: integer().notNull().default(0),
    eracunNextAttemptAt: timestamp({ withTimezone: true }),
    eracunClaimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number').on(table.siteId, table.premises, table.device, table.year, table.seq),
    // One sale invoice per order; stornos may be several (partial refunds).
    uniqueIndex('invoices_one_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    index('invoices_order').on(table.orderId),
    index('invoices_fiscal_due')
      .on(table.fiscalNextAttemptAt)
      .where(sql`${table.fiscalStatus} = 'pending'`),
    index('invoices_site_issued').on(table.siteId, table.issuedAt.desc()),
    index('invoices_eracun_due')
      .on(table.eracunNextAttemptAt)
      .where(sql`${table.eracunStatus} in ('pending', 'sent')`),
  ],
)

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The order line it bills; null for the delivery and discount lines. */
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'set null' }),
    /** `goods`, `delivery`, `member_discount`, `coupon_discount` (negative on an invoice), or a storno's `amount` line. */
    kind: text().notNull().default('goods'),
    /** On a storno: the line of the original invoice it cancels (in part); null for an amount storno's line. */
    stornoOfLineId: integer().references((): AnyPgColumn => invoiceLines.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    name: text().notNull(),
    sku: text().notNull().default(''),
    /** KPD 2025 classification code, from the product or its category (eRačun). */
    kpdCode: text(),
    /** Negative in a storno. */
    qty: integer().notNull(),
    /** Cents, PDV included, after discounts. */
    unitPrice: bigint({ mode: 'number' }).notNull(),
    lineTotal: bigint({ mode: 'number' }).notNull(),
    vatPercent: integer().notNull(),
    exemptionReason: text(),
  },
  (table) => [index('invoice_lines_invoice').on(table.invoiceId, table.position), index('invoice_lines_storno_of').on(table.stornoOfLineId)],
)

/**
 * The last number taken per (site, premises, device, year). It is raised in the transaction that
 * writes the invoice, so a rolled-back issue leaves no gap and two issues never share a number.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    premises: text().notNull(),
    device: text().notNull(),
    year: integer().notNull(),
    lastSeq: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.premises, table.device, table.year] })],
)

/** Every request to the fiscalisation service and what came of it: `jir`, `error`, `timeout`. */
export const fiscalAttempts = pgTable(
  'fiscal_attempts',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    outcome: text().notNull(),
    subsequentDelivery: boolean().notNull(),
    code: text(),
    message: text(),
    durationMs: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fiscal_attempts_invoice').on(table.invoiceId, table.createdAt)],
)
