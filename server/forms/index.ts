/** CMS forms, their submissions and the contact call (issue 13 point 5). */
export { findForm, findFormViews, formConsentAssignment, formView, listForms, saveForm, type FormRow } from './form-definitions'
export { seedFormMailTemplates } from './form-mail-templates'
export { confirmSubmission, storeContactMessage, storeSubmission, submissionSummary, type SubmissionRow } from './submission-service'
export { exportSubmissionsCsv, listSubmissions, type SubmissionListItem, type SubmissionSource } from './submission-list'
export { refuseSpam, verifyHuman } from './spam-guard'
export { toPlainFormText } from './plain-text'
