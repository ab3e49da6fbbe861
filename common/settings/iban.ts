/**
 * ISO 13616 IBAN check: two letters, two check digits, up to 30 letters or digits, and the
 * mod-97 remainder of the rearranged number is 1. Spaces are allowed as people write them.
 */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}
