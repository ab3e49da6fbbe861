import fc from 'fast-check'

/**
 * Inputs that have broken servers before: NUL (not storable in PostgreSQL text), lone UTF-16
 * surrogates (not valid UTF-8), bad percent encodings, numbers beyond int4, exponents, decimals.
 */
const nastyTexts = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\uffff',
  '\u202e',
  '',
  ' ',
  '../../etc/passwd',
  '%',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '💥',
  'a'.repeat(3000),
  'null',
  '[]',
  '{}',
]

const nastyNumberTexts = [
  '0',
  '-1',
  '1.5',
  '1e20',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x1f',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999999',
  ' 1',
  '1 ',
  '١',
  '1,5',
  '5,1e300',
  ',',
]

/** One UTF-16 code unit of any value, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

/** Strings a client may send: generated text with control characters and lone surrogates, or known troublemakers. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }) },
)

/** Numbers as they arrive in a URL: out of range, fractional, exponent, not a number at all. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyNumberTexts) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
)

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e20, 1e308, -0, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -(2 ** 63), 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value with hostile leaves, keys from the vocabulary so handlers read them. */
export function hostileJson(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileText }) : hostileText
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileText,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  }))
  return value
}

/** A JSON object body: most handlers want an object, so the top level mostly is one. */
export function hostileJsonObject(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const key = keys.length > 0 ? fc.constantFrom(...keys) : hostileText
  return fc.dictionary(key, hostileJson(keys), { maxKeys: 6 })
}

/**
 * Percent-encodes every code unit, lone surrogates as their (invalid) three UTF-8-style bytes,
 * so the wire carries exactly what a broken or hostile client would send.
 */
export function percentEncodeLoosely(text: string): string {
  let out = ''
  for (const char of text) {
    if (/^[A-Za-z0-9\-._~]$/.test(char)) {
      out += char
      continue
    }
    const point = char.codePointAt(0) ?? 0
    out += utf8Bytes(point)
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('')
  }
  return out
}

function utf8Bytes(point: number): number[] {
  if (point < 0x80) return [point]
  if (point < 0x800) return [0xc0 | (point >> 6), 0x80 | (point & 0x3f)]
  if (point < 0x10000) return [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)]
  return [0xf0 | (point >> 18), 0x80 | ((point >> 12) & 0x3f), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)]
}

/** Percent sequences no decoder accepts: truncated, non-hex, overlong, a lone surrogate, stray bytes. */
const brokenEncodings = ['%', '%E0%A4%A', '%zz', '%C0%80', '%C0%AF', '%ED%A0%80', '%FF', '%E2%82', '%%30', '%u0041', '%2e%2e', '%2F', '%00', '%5C']

/**
 * A value as it appears on the wire in a path segment or query value: encoded hostile text,
 * a hostile number, a known-good word (so deeper code runs), or a broken encoding spliced in.
 */
export function wireValue(known: readonly string[]): fc.Arbitrary<string> {
  const good = known.length > 0 ? fc.constantFrom(...known).map(percentEncodeLoosely) : fc.constant('x')
  return fc.oneof(
    { weight: 3, arbitrary: hostileText.map(percentEncodeLoosely) },
    { weight: 3, arbitrary: hostileNumberText.map(percentEncodeLoosely) },
    { weight: 2, arbitrary: good },
    {
      weight: 2,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...brokenEncodings), fc.boolean())
        .map(([word, broken, before]) => (before ? broken + word : word + broken)),
    },
  )
}
