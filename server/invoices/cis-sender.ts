import type { Config } from '../config'
import type { Db } from '../db/client'
import { sendInvoiceToCis } from '../fiscal/cis-client'
import { cisConnection, type CisConnection } from '../fiscal/cis-connection'
import type { FiscalCertificate, FiscalInvoiceRequest, FiscalOutcome } from '../fiscal/fiscal-types'
import { log } from '../log/logger'
import { deliverOrderInvoices } from './fiscal-delivery'

/** One request to CIS for one invoice; never throws for network trouble (a timeout is an outcome). */
export type SendToCis = (input: { request: FiscalInvoiceRequest; zki: string; certificate: FiscalCertificate; timeoutMs: number }) => Promise<FiscalOutcome>

export type FiscalConfig = Pick<Config, 'fiscal' | 'dataDir' | 'publicUrl'>

const senders = new WeakMap<FiscalConfig, SendToCis>()

/**
 * The sender of this configuration: the real CIS when FISCAL_CIS_URL names it, else the local fake
 * on this server (server/fiscal, ADR 054). The connection (endpoint, CA, CIS's certificate) is
 * worked out once; the timeout is the shop's setting.
 */
export function cisSender(config: FiscalConfig): SendToCis {
  let sender = senders.get(config)
  if (!sender) {
    let connection: Promise<CisConnection> | null = null
    sender = async ({ request, zki, certificate, timeoutMs }) => {
      connection ??= cisConnection(config)
      return sendInvoiceToCis(request, zki, { ...(await connection), certificate, timeoutMs })
    }
    senders.set(config, sender)
  }
  return sender
}

/**
 * After the commit that issued an order's invoice or storno: tell CIS now. It never fails the
 * caller (the sale is committed; a payment provider must not see an error for it): what goes
 * wrong is logged and the fiscal sweep tries again.
 */
export async function fiscaliseOrder(db: Db, config: FiscalConfig, orderId: number): Promise<FiscalOutcome[]> {
  try {
    return await deliverOrderInvoices(db, cisSender(config), orderId)
  } catch (error) {
    log.warn('invoice delivery after the commit failed; the sweep retries', { orderId, error: error instanceof Error ? error.message : String(error) })
    return []
  }
}
