import { createHash } from 'node:crypto'

/**
 * Fingerprints of the built-in texts before issue 23 (each wrapped its body in its own footer and
 * greeted "Poštovani Ime Prezime"). The seed stored copies of them for every site, so a stored
 * copy that still equals one of these is the old built-in text, never the owner's work: it is read
 * as today's built-in text, which the designed layout wraps (ADR 062).
 */
const legacyFingerprints = new Set([
  'ZsntGHOdfoG57TYiwHc2p2', 'BK2JWMBKZPceoMg6A7qKK4', 'RDCsyBOt2jSsYH6f9aiGMU', 'Mw2TzCoseVUSprErGfh4pF', '2eDH588c3_PYWWll7ZnIMC', 'J8tBC35iwIy-7J_BYemdof',
  'cpfhw8Lq0IsvqNuWnoh0xm', 'O821EYauhvDacG-N7QAJFm', 'O4mwhZ2V32RqZ3NpdCNKYG', '-TxPYowG2QXrXvWLXCjxH8', 'n8j8nL3fxf0PY1JWmeZSlb', '-34lIrfct2_y2qwdWHASVi',
  '6KlDabjdw6HOvfqSg1UeOw', 'KxHs-3wcAx6GsnBJgJtf9t', 'txWF5Wpe25yIWwhVH_OSz2', 'eAqbSta7s9MCQnzXVzrvqn', 'Fgu06qH4uCZiyGOHgdRAjF', 'Y3Ct61krhObjGqdeckcIvR',
  'liDC6TZwxIq_wlPQjdyTWd', 'ERHq6suOCJrwESqiQGJWYf', 'oJAHb8t9hGX-hB-MdxcVYE', 'zMhJa80Q4NYhimvZaG0309', 'TL56FDVODEQfpW6fS28D_T', '5rtBqXXyWNxzu0jO5LZPSJ',
  'ZCtgjOpssz8I1lXNfqidQe', 'nDowCROFeC86I5AFTtZOzV', 'vL0BOxZ66PkqEnydUIOChx', 's_K7AQCbxxIJ8g4JLI3WJt', 'vUgQE29ZS9xRMBUMyj7U_P', 'mr8sgICmbaekkcPPcU04iS',
  'UsgDXO59xlvJzah_ZcpPU4', 'CTSxHcsUcMmMJZsVl9z_6N', '1j88EUfiPOOxa49By5HvkA', '86J9Xa4liZx7dC6MROSgOw', 'b_pusyUvCv59zKlcbiE92o', 'A1GhKtLQiDRUiT9wNpUf71',
  'dJzs3TpHH2d4d-Flt5bQO4', '_y0eKbNMNJOpCpjFny7xNm', 'KlDNomW9JPieznXRltNQhg', 'OSphAdob4TAp6tBIzhgHuF', 'GyLSKdipNwqnoqYBwRn4Rw', '53bTMu06W9rdpPod9Ki4_9',
  'CpHHhVQHHN-r_pV06F1Myq', 'Tv_GYiUrRJIXkRCWj16t7H', 'bBqXbQd0pa_eKopUl3Hu6t', 'sYuVHwweRoqonNkrwbh1Dh', 'zHTzEDPLFwDOX9cWRgptVq', '9RchrkNosnmZDku_KfeAsQ',
  'AJk9ICsiZ7dkycLF1JFv6y', '5czTLW36YL4eVGvbKHDd4Z', 'mCtG_irmMprjubeeNZL1ZH',
])

function fingerprint(row: { key: string; locale: string; subject: string; body: string }): string {
  return createHash('sha256').update(`${row.key}\n${row.locale}\n${row.subject}\n${row.body}`).digest('base64url').slice(0, 22)
}

/** True for a stored copy of a pre-issue-23 built-in text that nobody edited. */
export function isLegacyBuiltIn(row: { key: string; locale: string; subject: string; body: string }): boolean {
  return legacyFingerprints.has(fingerprint(row))
}
