import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './api-error'
import type { AppEnv } from './hono-env'

/** Parses a JSON body with the payload's schema; a bad payload answers 400 with field messages. */
export async function parseJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw ApiError.badRequest('INVALID_JSON')
  }
  return parseValue(c, schema, raw)
}

export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return parseValue(c, schema, c.req.query())
}

export function parseValue<S extends z.ZodType>(c: Context<AppEnv>, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw)
  if (!result.success) throw ApiError.fromZod(result.error, c.get('locale') ?? 'hr')
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
