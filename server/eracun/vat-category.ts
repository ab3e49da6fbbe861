import { EracunBuildError } from './eracun-build-error'

/**
 * A VAT rate as the eRačun names it: the EN 16931 category code (UNTDID 5305, BT-118/BT-151) and
 * the Croatian label of table HR-TB-2 (HR-BT-12, HR-BT-22), checked by HR-BR-CL-1.
 */
export interface VatCategory {
  /** S standard or reduced rate, Z zero rate, E exempt. */
  code: 'S' | 'Z' | 'E'
  hrLabel: `HR:${string}`
  percent: number
  /** Required for E (BR-E-10, HR-BR-36). */
  exemptionReason?: string
}

/**
 * A seller outside the VAT system charges none and says why on every line (the tax
 * administration's example "eRacun_Nije_u_sustavu_PDV" uses category E with a reason).
 */
export const OUTSIDE_VAT_SYSTEM_REASON = 'Prodavatelj nije u sustavu PDV-a (čl. 90. Zakona o PDV-u)'

const labelOfRate: Record<number, `HR:${string}`> = { 25: 'HR:PDV25', 13: 'HR:PDV13', 5: 'HR:PDV5' }

/**
 * The category of a rate: 25, 13 and 5 % are S with their HR label; 0 % with an exemption reason
 * is E (exempt, the reason printed), 0 % without one is Z (the zero rate); everything of a seller
 * outside the VAT system is E.
 */
export function vatCategoryOf(rate: number, exemptionReason: string | null | undefined, sellerInVatSystem: boolean): VatCategory {
  if (!sellerInVatSystem) return { code: 'E', hrLabel: 'HR:E', percent: 0, exemptionReason: exemptionReason?.trim() || OUTSIDE_VAT_SYSTEM_REASON }
  if (rate > 0) {
    const hrLabel = labelOfRate[rate]
    if (!hrLabel) throw new EracunBuildError(`${rate} % is not a Croatian VAT rate (25, 13, 5 or 0 %)`)
    return { code: 'S', hrLabel, percent: rate }
  }
  const reason = exemptionReason?.trim()
  return reason ? { code: 'E', hrLabel: 'HR:E', percent: 0, exemptionReason: reason } : { code: 'Z', hrLabel: 'HR:Z', percent: 0 }
}
