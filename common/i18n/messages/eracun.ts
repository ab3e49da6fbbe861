/**
 * Messages of the eRačun in the back office (server/eracun): the order desk's status and the KPD
 * code the catalogue API checks; hr is the source. None of them ships to visitors (ADR 026).
 */
export const hr = {
  'backoffice.kpdCode': 'KPD šifra ima oblik 00.00.00 (npr. 31.00.12).',
  'desk.eracun.title': 'eRačun',
  'desk.eracun.invoice': 'Račun {number}',
  'desk.eracun.storno': 'Storno {number}',
  'desk.eracun.status.pending': 'Čeka slanje',
  'desk.eracun.status.sent': 'Poslan posredniku',
  'desk.eracun.status.delivered': 'Dostavljen kupcu',
  'desk.eracun.status.rejected': 'Odbijen',
  'desk.eracun.status.failed': 'Nije poslan',
  'desk.eracun.intermediaryId': 'Oznaka kod posrednika: {id}',
  'desk.eracun.since': 'Stanje od {date} {time}',
  'desk.eracun.attempts': 'Pokušaja: {count}',
  'desk.eracun.error': 'Greška: {message}',
  'desk.eracun.reason': 'Razlog odbijanja: {message}',
  'desk.eracun.kpdMissing': 'Proizvod „{name}” nema KPD šifru. Upišite je na proizvodu ili njegovoj kategoriji; eRačun se tada šalje sam.',
  'desk.eracun.local': 'Lokalni testni posrednik: eRačun nije stigao ni kupcu ni Poreznoj upravi.',
}

export const en: Record<keyof typeof hr, string> = {
  'backoffice.kpdCode': 'A KPD code looks like 00.00.00 (e.g. 31.00.12).',
  'desk.eracun.title': 'eRačun',
  'desk.eracun.invoice': 'Invoice {number}',
  'desk.eracun.storno': 'Storno {number}',
  'desk.eracun.status.pending': 'Waiting to be sent',
  'desk.eracun.status.sent': 'Sent to the intermediary',
  'desk.eracun.status.delivered': 'Delivered to the buyer',
  'desk.eracun.status.rejected': 'Rejected',
  'desk.eracun.status.failed': 'Not sent',
  'desk.eracun.intermediaryId': 'Intermediary’s id: {id}',
  'desk.eracun.since': 'Status since {date} {time}',
  'desk.eracun.attempts': 'Attempts: {count}',
  'desk.eracun.error': 'Error: {message}',
  'desk.eracun.reason': 'Reason for rejection: {message}',
  'desk.eracun.kpdMissing': 'The product “{name}” has no KPD code. Set it on the product or its category; the eRačun then goes out by itself.',
  'desk.eracun.local': 'Local test intermediary: the eRačun reached neither the buyer nor the tax administration.',
}

export const de: Record<keyof typeof hr, string> = {
  'backoffice.kpdCode': 'Ein KPD-Code hat die Form 00.00.00 (z. B. 31.00.12).',
  'desk.eracun.title': 'eRačun',
  'desk.eracun.invoice': 'Rechnung {number}',
  'desk.eracun.storno': 'Storno {number}',
  'desk.eracun.status.pending': 'Wartet auf Versand',
  'desk.eracun.status.sent': 'An den Vermittler gesendet',
  'desk.eracun.status.delivered': 'Dem Käufer zugestellt',
  'desk.eracun.status.rejected': 'Abgelehnt',
  'desk.eracun.status.failed': 'Nicht gesendet',
  'desk.eracun.intermediaryId': 'Kennung beim Vermittler: {id}',
  'desk.eracun.since': 'Stand seit {date} {time}',
  'desk.eracun.attempts': 'Versuche: {count}',
  'desk.eracun.error': 'Fehler: {message}',
  'desk.eracun.reason': 'Ablehnungsgrund: {message}',
  'desk.eracun.kpdMissing': 'Das Produkt „{name}“ hat keinen KPD-Code. Tragen Sie ihn beim Produkt oder seiner Kategorie ein; die eRačun geht dann von selbst hinaus.',
  'desk.eracun.local': 'Lokaler Test-Vermittler: Die eRačun hat weder den Käufer noch die Steuerverwaltung erreicht.',
}
