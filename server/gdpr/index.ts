export { createConsentLog, listConsentLogs, type ConsentLog, type ConsentLogContext } from './consent-log-service'
export {
  acceptConsents,
  assignedConsents,
  consentRequiredError,
  logConsentAcceptance,
  missingRequiredConsents,
  type AcceptConsentsInput,
  type ConsentSubject,
} from './assigned-consents'
export { filterConsents, loadConsent, saveConsentAssignment, saveConsentText, type ConsentAdminView } from './consent-texts'
export { listMemberConsents, withdrawConsent } from './member-consents'
export { eraseMemberAccount, exportMemberData, type MemberDataExport } from './member-data'
export { truncateIp } from './truncate-ip'
export { cookieTextVersion } from './text-version'
export { consentByNumber, consentLogPage, exportConsentLog, saveConsentAudited, setConsentPlaces } from './consent-admin'
