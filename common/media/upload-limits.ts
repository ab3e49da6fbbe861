/** §9 upload limits: files per request (general / public uploads) and bytes per file. */
export const MAX_UPLOAD_FILES = 20
export const MAX_PUBLIC_UPLOAD_FILES = 10
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** A whole upload request: every file at its largest plus the form's own bytes. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024
/** A visitor's whole upload request: two files at their largest, well below an editor's (ADR 051). */
export const MAX_PUBLIC_UPLOAD_REQUEST_BYTES = 2 * MAX_UPLOAD_BYTES + 64 * 1024

/** What the media library accepts, decided by the file's content, never by its name. */
export const uploadMimeTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export type UploadMimeType = (typeof uploadMimeTypes)[number]
