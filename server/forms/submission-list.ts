import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { formFieldView } from '../../common/forms/definition'
import type { SubmissionListItem, SubmissionPage } from '../../common/forms/form-view-schema'
import type { Db } from '../db/client'
import { formSubmissions } from '../db/schema'
import { toCsv } from '../http/csv'
import { findForm } from './form-definitions'
import { displayValue, type SubmissionRow } from './submission-service'
import { paginationOf } from '../../common/http/envelope'

/** `contact` lists contact/contactAdmin messages; a number lists that form's submissions. */
export type SubmissionSource = number | 'contact'

const CONTACT_COLUMNS = [
  { name: 'name', label: 'Ime i prezime' },
  { name: 'email', label: 'E-pošta' },
  { name: 'phone', label: 'Telefon' },
  { name: 'message', label: 'Poruka' },
]

function sourceFilter(siteId: number, source: SubmissionSource) {
  return and(eq(formSubmissions.siteId, siteId), source === 'contact' ? isNull(formSubmissions.formId) : eq(formSubmissions.formId, source))
}

/** The columns of a source (the form's fields in Croatian, the owner's language) and how to read a row. */
async function columnsOf(db: Db, input: { siteId: number; source: SubmissionSource }) {
  if (input.source === 'contact') return CONTACT_COLUMNS.map((column) => ({ ...column, read: (row: SubmissionRow) => String(row.data[column.name] ?? '') }))
  const form = await findForm(db, { siteId: input.siteId, idOrHandle: input.source })
  return form.fields.map((definition) => {
    const field = formFieldView(definition, 'hr')
    return { name: field.name, label: field.label, read: (row: SubmissionRow) => displayValue(field, row.data[field.name], 'hr') }
  })
}

export type { SubmissionListItem }

/** One page of a source's submissions, newest first, with the column labels to show them under. */
export async function listSubmissions(
  db: Db,
  input: { siteId: number; source: SubmissionSource; page: number; perPage: number },
): Promise<SubmissionPage> {
  const columns = await columnsOf(db, input)
  const where = sourceFilter(input.siteId, input.source)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ total: count() }).from(formSubmissions).where(where),
  ])
  return {
    columns: columns.map(({ name, label }) => ({ name, label })),
    records: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      email: row.email,
      confirmed: row.confirmed,
      values: Object.fromEntries(columns.map((column) => [column.name, column.read(row)])),
    })),
    pagination: paginationOf({ page: input.page, perPage: input.perPage, total: total }),
  }
}

/** Every submission of a source as a spreadsheet-safe CSV (UTF-8 BOM, formula cells neutralised). */
export async function exportSubmissionsCsv(db: Db, input: { siteId: number; source: SubmissionSource }): Promise<string> {
  const columns = await columnsOf(db, input)
  const rows = await db.select().from(formSubmissions).where(sourceFilter(input.siteId, input.source)).orderBy(desc(formSubmissions.createdAt))
  return toCsv([
    ['id', 'received_at', ...columns.map((column) => column.label), 'confirmed'],
    ...rows.map((row) => [
      row.id,
      row.createdAt.toISOString(),
      ...columns.map((column) => column.read(row)),
      row.confirmed === null ? '' : row.confirmed ? 'da' : 'ne',
    ]),
  ])
}
