import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { getSiteOptions, setSiteOption } from './site-service'

/**
 * Turns dummy mode (§9: listings show 6 placeholder products; §2: no edit mode) on or off and
 * audits the switch: it changes what every visitor sees, so it is the owner's deliberate act.
 */
export async function switchDummyMode(db: Db, input: { siteId: number; isOn: boolean; actor: AuditActor }): Promise<void> {
  const before = (await getSiteOptions(db, input.siteId)).DummyMode
  await setSiteOption(db, {
    siteId: input.siteId,
    key: 'DummyMode',
    value: input.isOn,
  })
  await recordAudit(db, {
    siteId: input.siteId,
    actor: input.actor,
    action: 'site.dummyMode',
    entityType: 'site_option',
    entityId: 'DummyMode',
    before: { DummyMode: before },
    after: { DummyMode: input.isOn },
  })
}
