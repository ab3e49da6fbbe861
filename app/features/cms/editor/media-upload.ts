import type { Envelope } from '#common/http/envelope'
import type { UploadTicket } from '#common/media/bucket-upload'
import type { MediaItem } from '#common/media/media-item'
import { answerOf, editorApi, EditorRequestError } from './editor-api'

/** Set after the server answered that media are not on a bucket (BUCKET_NOT_CONFIGURED): the form upload from then on. */
let bucketOff = false

/**
 * Uploads one file and resolves with the stored item, or rejects with the server's message. With
 * media on a bucket (ADR 064) the bytes go straight to it with a presigned PUT and the server then
 * takes the object in; otherwise they go to the site as a form.
 */
export async function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  if (!bucketOff) {
    const ticket = await requestTicket(file)
    if (ticket) {
      await send(ticket.method, ticket.url, file, ticket.headers, onProgress)
      return answerOf(await editorApi.POST('/v1/media/file/addFromBucket', { body: { key: ticket.key, fileName: file.name } }))
    }
    bucketOff = true
  }
  const form = new FormData()
  form.append('file', file)
  const body = await send('POST', '/api/v2/media/upload', form, {}, onProgress)
  const records = (body as Envelope<{ records: MediaItem[] }> | null)
  if (records && !records.errored && records.data.records[0]) return records.data.records[0]
  throw new Error(records?.errored ? records.message : 'upload')
}

async function requestTicket(file: File): Promise<UploadTicket | null> {
  try {
    return answerOf(await editorApi.POST('/v1/media/file/getUploadUrl', { body: { fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size } }))
  } catch (error) {
    if (error instanceof EditorRequestError && error.code === 'BUCKET_NOT_CONFIGURED') return null
    throw error
  }
}

/**
 * XMLHttpRequest, the one browser API that reports upload progress, so each file gets its own
 * progress bar. Resolves with the JSON answer (null for an empty one, as a bucket's PUT gives).
 */
function send(method: string, url: string, body: Document | XMLHttpRequestBodyInit, headers: Record<string, string>, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const json = parseJson(request.responseText)
      if (request.status >= 200 && request.status < 300) resolve(json)
      else if (json && typeof json === 'object' && 'message' in json) reject(new Error(String(json.message)))
      else reject(new Error(String(request.status)))
    }
    request.onerror = () => reject(new Error('network'))
    request.send(body)
  })
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}
