import { describe, expect, it } from 'vitest'
import { mapErrorBody } from './error-mapping'

describe('§8 error-body mapping', () => {
  it.each([
    [{ code: 'INVALID_LOGIN', message: 'x', statusCode: 401 }, 'account.invalidLogin', 401],
    [{ code: 'old-password-incorrect', statusCode: 400 }, 'account.oldPasswordIncorrect', 400],
    [{ code: 'user-already-exists' }, 'account.userAlreadyExists', 409],
    [{ message: 'unknown username or password' }, 'account.unknownUsernameOrPassword', 409],
    [{ errorMessage: 'student-not-assigned-to-department' }, 'account.studentNotAssigned', 409],
  ])('maps %j to its notification key', (body, key, status) => {
    expect(mapErrorBody(body, 409)).toMatchObject({ key, status })
  })

  it('otherwise uses errorMessage or message, status from statusCode or HTTP', () => {
    expect(mapErrorBody({ errorMessage: 'Kupon ne postoji' }, 404)).toEqual({ status: 404, key: null, message: 'Kupon ne postoji' })
    expect(mapErrorBody({ message: 'Neispravan zahtjev', statusCode: 422 }, 400)).toEqual({ status: 422, key: null, message: 'Neispravan zahtjev' })
    expect(mapErrorBody('INVALID_LOGIN', 401)).toMatchObject({ key: 'account.invalidLogin' })
    expect(mapErrorBody(null, 0)).toEqual({ status: 0, key: null, message: '' })
  })
})
