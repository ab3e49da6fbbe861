import { runningPipelineSchema } from '../../../../common/pipeline/pipeline-job'
import { tagged } from '../registry'

const op = tagged('pipeline')

export const pipelineOperations = [
  op('GET', '/v1/cms/pipeline/hasRunningPipeline', 'Whether a background job (mail, import, backup, cache) is running, and which', { access: 'backoffice', response: runningPipelineSchema }),
]
