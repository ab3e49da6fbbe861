export { createConsentLog, listConsentLogs, type ConsentLog, type ConsentLogContext } from './consent-log-service'
export { truncateIp } from './truncate-ip'
export { cookieTextVersion } from './text-version'
