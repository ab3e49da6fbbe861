/** Comment field limits, without zod: the comment form in the browser reads them too (issue 11 §6). */
export const COMMENT_BODY_MAX = 2000
export const COMMENT_NAME_MAX = 80
