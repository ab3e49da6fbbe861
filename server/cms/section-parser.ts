import type { SectionData } from '../../common/cms/section'
import { parseSection } from '../../common/cms/sections'
import './html-sanitizer'

export class InvalidSectionError extends Error {
  constructor(
    readonly index: number,
    readonly issues: { path: (string | number)[]; message: string }[],
  ) {
    super(`section ${index} is invalid: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  }
}

/** Validates and sanitises sections before they are stored; throws on the first invalid one. */
export function parseSectionsForStorage(input: unknown[]): SectionData[] {
  return input.map((raw, index) => {
    const result = parseSection(raw)
    if (!result.success) {
      throw new InvalidSectionError(
        index,
        result.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })),
      )
    }
    return result.data
  })
}
