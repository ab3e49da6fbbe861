import { formatDate, formatTime } from '../../common/i18n/dates'
import { escapeHtml } from '../../common/text/escape-html'
import type { Db } from '../db/client'
import type { orderCases } from '../db/schema'
import { enqueueEmail } from '../outbox/enqueue'
import type { CaseMailKey } from './case-mail-templates'
import { localeOf, type OrderRow } from './case-order'

type CaseRow = typeof orderCases.$inferSelect

/** Queues a case e-mail to the buyer's contact address in the case's transaction (sent after commit, ADR 048). */
export async function enqueueCaseMail(
  tx: Db,
  input: { template: CaseMailKey; case: CaseRow; order: OrderRow; lines: { name: string; quantity: number }[]; dedupe: string; extra?: Record<string, string> },
): Promise<void> {
  const locale = localeOf(input.case.locale)
  const at = input.case.createdAt.toISOString()
  const list = input.lines.length ? `<ul>${input.lines.map((line) => `<li>${escapeHtml(line.name)} × ${line.quantity}</li>`).join('')}</ul>` : ''
  await enqueueEmail(tx, {
    siteId: input.case.siteId,
    dedupeKey: `case:${input.case.id}:${input.dedupe}`,
    email: {
      template: input.template,
      locale,
      to: input.case.contactEmail,
      vars: {
        caseId: input.case.id,
        orderNumber: input.order.number,
        buyerName: input.case.buyerName,
        contactEmail: input.case.contactEmail,
        statement: input.case.statement,
        caseDate: formatDate(at, locale),
        caseTime: formatTime(at, locale),
        deadline: formatDate(input.case.answerDeadline.toISOString(), locale),
        ...input.extra,
      },
      htmlVars: { caseLines: list },
    },
  })
}
