import type { Db } from '../db/client'
import { log } from '../log/logger'
import { expireUnpaidOrders, type UnpaidOrderCheck } from './expire-unpaid'

let timer: NodeJS.Timeout | null = null
let running: Promise<unknown> | null = null

/** While the server runs: once a minute, cancel card and PayPal orders left unpaid past their time (asking their provider first, with `check`). */
export function startUnpaidOrderSweep(db: Db, check?: UnpaidOrderCheck, everyMs = 60_000): void {
  if (timer) return
  timer = setInterval(() => {
    if (running) return
    running = expireUnpaidOrders(db, new Date(), check)
      .then((count) => {
        if (count) log.info('unpaid orders expired', { count })
      })
      .catch((error: unknown) => log.warn('unpaid order sweep failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = null
      })
  }, everyMs)
  timer.unref()
}

export async function stopUnpaidOrderSweep(): Promise<void> {
  if (timer) clearInterval(timer)
  timer = null
  await running
}
