import type { ConsentAssignmentInput } from './consents'

/** A consent's wording per language (Croatian always). */
export interface ConsentText {
  hr: string
  en?: string
  de?: string
}

export interface ConsentVersionView {
  id: number
  version: number
  text: ConsentText
  createdAt: string
}

/** A consent for the backoffice: identity, newest version, older versions and where it is assigned. */
export interface ConsentAdminView {
  id: number
  uniqueNumber: string
  displayName: string
  current: ConsentVersionView
  versions: ConsentVersionView[]
  assignedTo: { assigned_to: string; required: boolean }[]
}

/** Which consents a place asks for, as saved. */
export type ConsentAssignmentView = ConsentAssignmentInput & { id: number }
