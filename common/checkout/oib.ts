/**
 * §5 company OIB: 11 digits whose last is the ISO 7064 MOD 11,10 check digit of the first ten
 * (the Croatian personal identification number rule).
 */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false
  let product = 10
  for (let index = 0; index < 10; index++) {
    let sum = (Number(value[index]) + product) % 10
    if (sum === 0) sum = 10
    product = (sum * 2) % 11
  }
  const check = (11 - product) % 10
  return check === Number(value[10])
}
