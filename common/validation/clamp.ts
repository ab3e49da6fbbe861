/** Number clamping without zod, so page code in the browser can use it (issue 11 §6). */

/** Clamps a number to a whole number within [min, max]; NaN gives min. */
export function clampInt(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

/** A page number read leniently from a page URL: anything that is not a number is page 1. */
export function pageFromQuery(raw: string | null, max: number): number {
  const value = Number(raw ?? '1')
  return Number.isNaN(value) || raw === null || raw.trim() === '' ? 1 : clampInt(value, 1, max)
}
