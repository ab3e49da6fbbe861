import { createHash, randomBytes } from 'node:crypto'

/** A random opaque token (256 bits) for refresh, verification and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this hash is stored: a database leak does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
