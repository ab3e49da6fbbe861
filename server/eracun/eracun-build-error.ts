/**
 * The invoice cannot be written as a valid eRačun (a line without a KPD code, VAT parts that do
 * not match the lines, a seller without an OIB). The worker keeps the message in `eracunError`
 * and tries again later: most causes are data the owner can fix (ADR 056).
 */
export class EracunBuildError extends Error {
  override name = 'EracunBuildError'
}
