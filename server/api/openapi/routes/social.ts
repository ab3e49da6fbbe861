import { igByHashtagsSchema } from '../../../../common/social/instagram'
import { postIdSchema } from '../../social'
import { tagged } from '../registry'

const op = tagged('social')

export const socialOperations = [
  op('GET', '/v1/cms/socialGetters/getIgByHashtags', 'Social getters get ig by hashtags', { query: igByHashtagsSchema }),
  op('POST', '/v1/cms/socialGetters/getIgByHashtags', 'Social getters get ig by hashtags', { body: igByHashtagsSchema }),
  op('GET', '/v1/cms/socialGetters/igImage/{id}', 'Social getters ig image', { params: { id: postIdSchema } }),
]
