import type { Envelope } from '#common/http/envelope'
import type { MediaItem } from '#common/media/media-item'

/**
 * Uploads one file with XMLHttpRequest, the one browser API that reports upload progress, so each
 * file gets its own progress bar. Resolves with the stored item or rejects with the server's message.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/v2/media/upload')
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const body = request.response as Envelope<{ records: MediaItem[] }> | null
      if (body && !body.errored && body.data.records[0]) resolve(body.data.records[0])
      else reject(new Error(body?.errored ? body.message : String(request.status)))
    }
    request.onerror = () => reject(new Error('network'))
    const form = new FormData()
    form.append('file', file)
    request.send(form)
  })
}
