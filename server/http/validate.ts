import type { Context } from 'hono'
import type { z } from 'zod'
import { translate } from '../../common/i18n/translate'
import { findUnstorableText } from '../../common/text/storable-text'
import { ApiError } from './api-error'
import type { AppEnv } from './hono-env'

/** Parses a JSON body with the payload's schema; a bad payload answers 400 with field messages. */
export async function parseJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'error.invalidJson')
  }
  return parseValue(c, schema, raw)
}

export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return parseValue(c, schema, c.req.query())
}

/**
 * Every payload, query and path parameter passes here. Before its own schema, any text in it must
 * be storable (no NUL, no lone surrogate), so no schema has to repeat that rule and no such text
 * reaches PostgreSQL or an encoder.
 */
export function parseValue<S extends z.ZodType>(c: Context<AppEnv>, schema: S, raw: unknown): z.output<S> {
  const locale = c.get('locale') ?? 'hr'
  const badText = findUnstorableText(raw)
  if (badText !== null) {
    throw new ApiError(400, 'INVALID_CHARACTERS', 'validation.invalidCharacters', undefined, {
      [badText]: translate(locale, 'validation.invalidCharacters'),
    })
  }
  const result = schema.safeParse(raw)
  if (!result.success) throw ApiError.fromZod(result.error, locale)
  return result.data
}

/** Like `parseJson`, but an empty body counts as `{}` (filter calls whose fields all have defaults). */
export async function parseOptionalJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const text = await c.req.text()
  if (text.trim() === '') return parseValue(c, schema, {})
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw ApiError.badRequest('INVALID_JSON')
  }
  return parseValue(c, schema, raw)
}
