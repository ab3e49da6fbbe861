import { z } from './z'
import { clampInt, pageFromQuery } from './clamp'

export { clampInt, pageFromQuery }

/** The largest PostgreSQL `integer` (int4): every id and count column. */
export const MAX_DB_INT = 2_147_483_647

/** An id in a JSON body: a whole number 1..2^31-1 (a larger one cannot name a row, and breaks the query). */
export const dbIdSchema = z.number().int().min(1).max(MAX_DB_INT)

/** An id in a path or query string. */
export const dbIdParamSchema = z.coerce.number().int().min(1).max(MAX_DB_INT)

export function isDbId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DB_INT
}

/**
 * A page number or page size from a body or a query string, clamped to 1..max instead of refused:
 * `1e20`, `0` or `-3` still name a page a client can be shown. Text that is not a number is refused.
 */
export function clampedIntSchema(max: number) {
  return z
    // Any number, Infinity too (JSON's 1e400 parses to it): it is clamped like any other.
    .union([z.custom<number>((value) => typeof value === 'number'), z.string().trim().min(1).max(400)])
    .transform((value) => Number(value))
    .refine((value) => !Number.isNaN(value), { message: 'validation.invalid' })
    .transform((value) => clampInt(value, 1, max))
}
