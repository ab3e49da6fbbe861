export { allowedVariables, builtInTemplates, COMMON_VARIABLES } from './built-in-templates'
export { resolveMailTemplate } from './template-store'
export { listMailTemplates, loadMailTemplate, previewMailTemplate, resetMailTemplate, saveMailTemplate, sendTestMail } from './template-service'
