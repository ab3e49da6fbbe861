import { XMLParser } from 'fast-xml-parser'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { isValidOib } from '../../../common/checkout/oib'
import { HR_CUSTOMIZATION_ID } from '../build-ubl-invoice'
import { MER_PATHS, MER_PROCESS_STATUS, MER_STATUS, merQueryRequestSchema, merSendRequestSchema } from './mer-protocol'

interface FakeDocument {
  electronicId: number
  documentNr: string
  year: number
  companyId: string
  receiverOib: string
  typeName: 'Račun' | 'Odobrenje'
  statusId: number
  processStatusId: number | null
  rejectReason: string | null
  polls: number
  sent: string
  xml: string
}

export interface MerFakeOptions {
  username: string
  password: string
  softwareId: string
  /** Status polls after which a document counts as taken by the buyer's side (40, receipt confirmed). */
  pollsToDeliver?: number
}

/** What a test makes the fake do, as the real service might. */
export interface MerFakeControl {
  /** The next sends answer HTTP 503, as a service that is down. */
  failSends(count: number): void
  /** The next sends store the document and then answer 503: the reply was lost, the document got in. */
  loseReplies(count: number): void
  /** The buyer's side refuses the document (business status 1). */
  reject(electronicId: string, reason: string): void
  /** Every document the fake holds, in the order received. */
  documents(): readonly FakeDocument[]
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false })

/**
 * A local stand-in for moj-eRačun speaking its HTTP API (mer-protocol.ts): it checks the
 * credentials, reads the UBL document (well-formed, the HR CIUS customization, sender and
 * recipient OIBs), keeps it in memory and reports it delivered after a status poll or two. The
 * running shop uses it in-process while no intermediary is configured; tests run it on a real port.
 */
export function createMerFake(options: MerFakeOptions): { app: Hono; control: MerFakeControl } {
  const documents: FakeDocument[] = []
  let failing = 0
  let losing = 0
  let nextId = 3_100_000
  const pollsToDeliver = options.pollsToDeliver ?? 1

  const refuse = (c: Context, field: string, value: unknown, message: string) => c.json({ [field]: { Value: value ?? null, Messages: [message] } }, 200)
  const badCredentials = (c: Context, body: z.output<typeof merSendRequestSchema> | z.output<typeof merQueryRequestSchema>) => {
    if (body.Username !== options.username || body.Password !== options.password) return refuse(c, 'Username', body.Username, 'Korisničko ime i lozinka nisu ispravni.')
    if (body.SoftwareId !== options.softwareId) return refuse(c, 'SoftwareId', body.SoftwareId, 'Neispravan SoftwareId.')
    if (!isValidOib(body.CompanyId)) return refuse(c, 'CompanyId', body.CompanyId, `CompanyId ${body.CompanyId} not found.`)
    return null
  }
  const view = (document: FakeDocument) => ({
    ElectronicId: document.electronicId,
    DocumentNr: document.documentNr,
    DocumentTypeId: document.typeName === 'Račun' ? 1 : 2,
    DocumentTypeName: document.typeName,
    StatusId: document.statusId,
    StatusName: statusName(document.statusId),
    RecipientBusinessNumber: document.receiverOib,
    RecipientBusinessUnit: '',
    Sent: document.sent,
    Delivered: document.statusId === MER_STATUS.delivered ? new Date().toISOString() : null,
  })

  const app = new Hono()
    .get(MER_PATHS.ping, (c) => c.json({ Status: 'ok', Message: 'Service is up' }))
    .post(MER_PATHS.send, async (c) => {
      const body = merSendRequestSchema.safeParse(await c.req.json().catch(() => null))
      if (!body.success) return c.json({ message: 'The request is invalid.', errors: body.error.issues.map((issue) => issue.path.join('.')) }, 400)
      const refused = badCredentials(c, body.data)
      if (refused) return refused
      if (failing > 0) {
        failing -= 1
        return c.json({ message: 'Service unavailable' }, 503)
      }
      const read = readDocument(body.data.File)
      if ('error' in read) return refuse(c, 'File', null, read.error)
      if (read.supplierOib !== body.data.CompanyId) return refuse(c, 'File', null, `Pošiljatelj ${read.supplierOib} nije tvrtka ${body.data.CompanyId}.`)
      if (documents.some((d) => d.companyId === body.data.CompanyId && d.documentNr === read.number && d.year === read.year)) {
        return refuse(c, 'File', null, `Dokument ${read.number} već je poslan.`)
      }
      const document: FakeDocument = {
        electronicId: nextId++,
        documentNr: read.number,
        year: read.year,
        companyId: body.data.CompanyId,
        receiverOib: read.customerOib,
        typeName: read.isCreditNote ? 'Odobrenje' : 'Račun',
        statusId: MER_STATUS.inValidation,
        processStatusId: null,
        rejectReason: null,
        polls: 0,
        sent: new Date().toISOString(),
        xml: body.data.File,
      }
      documents.push(document)
      if (losing > 0) {
        losing -= 1
        return c.json({ message: 'Gateway timeout' }, 504)
      }
      return c.json({ ...view(document), Created: document.sent, Modified: document.sent })
    })
    .post(MER_PATHS.queryOutbox, async (c) => {
      const body = merQueryRequestSchema.safeParse(await c.req.json().catch(() => null))
      if (!body.success) return c.json({ message: 'The request is invalid.' }, 400)
      const refused = badCredentials(c, body.data)
      if (refused) return refused
      return c.json(ownDocuments(body.data).map(view))
    })
    .post(MER_PATHS.processStatusOutbox, async (c) => {
      const body = merQueryRequestSchema.safeParse(await c.req.json().catch(() => null))
      if (!body.success) return c.json({ message: 'The request is invalid.' }, 400)
      const refused = badCredentials(c, body.data)
      if (refused) return refused
      return c.json(
        ownDocuments(body.data).map((document) => {
          advance(document)
          return {
            ...view(document),
            IssueDate: `${document.sent.slice(0, 10)}T00:00:00`,
            DocumentProcessStatusId: document.processStatusId,
            DocumentProcessStatusName: document.processStatusId === null ? '' : processStatusName(document.processStatusId),
            AdditionalDokumentStatusId: null,
            RejectReason: document.rejectReason,
          }
        }),
      )
    })

  function ownDocuments(query: z.output<typeof merQueryRequestSchema>) {
    return documents.filter(
      (document) =>
        document.companyId === query.CompanyId &&
        (query.ElectronicId === undefined || String(document.electronicId) === String(query.ElectronicId)) &&
        (query.InvoiceNumber === undefined || document.documentNr === query.InvoiceNumber) &&
        (query.InvoiceYear === undefined || String(document.year) === String(query.InvoiceYear)),
    )
  }

  function advance(document: FakeDocument) {
    if (document.processStatusId === MER_PROCESS_STATUS.rejected) return
    document.polls += 1
    if (document.statusId === MER_STATUS.inValidation) document.statusId = MER_STATUS.sent
    if (document.polls >= pollsToDeliver && document.statusId === MER_STATUS.sent) {
      document.statusId = MER_STATUS.delivered
      document.processStatusId = MER_PROCESS_STATUS.receiptConfirmed
    }
  }

  const control: MerFakeControl = {
    failSends: (count) => {
      failing = count
    },
    loseReplies: (count) => {
      losing = count
    },
    reject: (electronicId, reason) => {
      const document = documents.find((d) => String(d.electronicId) === electronicId)
      if (!document) throw new Error(`no document ${electronicId}`)
      document.processStatusId = MER_PROCESS_STATUS.rejected
      document.rejectReason = reason
    },
    documents: () => documents,
  }
  return { app, control }
}

type ReadDocument = { number: string; year: number; supplierOib: string; customerOib: string; isCreditNote: boolean } | { error: string }

/** What MER reads off an uploaded UBL document before it takes it. */
function readDocument(xml: string): ReadDocument {
  let parsed: Record<string, Record<string, unknown>>
  try {
    parsed = parser.parse(xml, true) as Record<string, Record<string, unknown>>
  } catch (error) {
    return { error: `XML nije ispravan: ${error instanceof Error ? error.message : String(error)}` }
  }
  const root = parsed.Invoice ?? parsed.CreditNote
  if (!root) return { error: 'Dokument nije UBL Invoice ni CreditNote.' }
  if (root.CustomizationID !== HR_CUSTOMIZATION_ID) return { error: `HR-BR-5: neispravan CustomizationID ${String(root.CustomizationID)}.` }
  const endpoint = (party: unknown) => String(((party as Record<string, Record<string, unknown>> | undefined)?.Party ?? {}).EndpointID ?? '')
  const number = String(root.ID ?? '')
  const issueDate = String(root.IssueDate ?? '')
  if (!number || !/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) return { error: 'Nedostaje broj ili datum računa.' }
  const customerOib = endpoint(root.AccountingCustomerParty)
  if (!isValidOib(customerOib)) return { error: `HR-BR-10: neispravna elektronička adresa kupca ${customerOib}.` }
  return { number, year: Number(issueDate.slice(0, 4)), supplierOib: endpoint(root.AccountingSupplierParty), customerOib, isCreditNote: Boolean(parsed.CreditNote) }
}

function statusName(statusId: number): string {
  return { 10: 'U pripremi', 20: 'Obrađen', 30: 'Poslan', 40: 'Preuzet', 45: 'Povučeno preuzimanje', 50: 'Neuspjelo' }[statusId] ?? String(statusId)
}

function processStatusName(id: number): string {
  return { 0: 'Prihvaćeno', 1: 'Odbijeno', 2: 'Plaćeno u potpunosti', 3: 'Djelomično plaćeno', 4: 'Potvrda zaprimanja', 99: 'Zaprimljeno' }[id] ?? String(id)
}
