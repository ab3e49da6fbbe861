/** Sale states of an apartment in the units section (kept apart from its zod schema for the browser). */
export const unitStatuses = ['available', 'reserved', 'sold'] as const
export type UnitStatus = (typeof unitStatuses)[number]
