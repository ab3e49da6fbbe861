import { z } from '../validation/z'

/**
 * KPD 2025 (Klasifikacija proizvoda po djelatnostima Republike Hrvatske): the classification every
 * eRačun item carries (HR-BR-25), six digits in pairs, e.g. `31.00.12` (other furniture).
 */
export const KPD_CODE_PATTERN = /^\d{2}\.\d{2}\.\d{2}$/

/** A KPD code as forms and the API send it: blank clears it (null), anything else must look like one. */
export const kpdCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().regex(KPD_CODE_PATTERN, 'backoffice.kpdCode').nullable(),
)
