import { z } from '../validation/z'
import { KPD_CODE_PATTERN } from './kpd-code'

/** A stored KPD code as an answer carries it (the request side is `kpdCodeSchema`, which also takes blanks). */
export const kpdCodeAnswerSchema = z.string().regex(KPD_CODE_PATTERN)
