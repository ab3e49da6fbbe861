export { findCaseOrder, prepareWithdrawal, confirmWithdrawal, openComplaint, type OpenedCase } from './open-case'
export { listCases, casesOfOrder, caseWarnings, markGoodsReceived, replyToComplaint, refuseCase, closeComplaint, markCaseRefunded } from './case-desk'
export { endOfZagrebDayAfter, orderNotFound } from './case-order'
