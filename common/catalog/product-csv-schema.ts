import { z } from '../validation/z'
import type { ImportDryRun, ImportJobStatus, ImportRowError } from './product-csv'

const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
}) satisfies z.ZodType<ImportRowError>

/** The answer schema of an `ImportDryRun` (the dry run, and the `data` of a 422 refusal). */
export const importDryRunSchema = z.object({
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  errors: z.array(importRowErrorSchema),
}) satisfies z.ZodType<ImportDryRun>

/** The answer schema of an `ImportJobStatus` (a started import and its progress). */
export const importJobStatusSchema = z.object({
  id: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  priceChanges: z.number().int(),
  errors: z.array(importRowErrorSchema),
}) satisfies z.ZodType<ImportJobStatus>
