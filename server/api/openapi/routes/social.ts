import { igByHashtagsSchema } from '../../../../common/social/instagram'
import { postIdSchema } from '../../social'
import { tagged } from '../registry'

const op = tagged('social')

export const socialOperations = [
  op('GET', '/v1/cms/socialGetters/getIgByHashtags', 'Instagram posts with the given hashtags (empty while no token is set)', { query: igByHashtagsSchema }),
  op('POST', '/v1/cms/socialGetters/getIgByHashtags', 'Instagram posts with the given hashtags (empty while no token is set)', { body: igByHashtagsSchema }),
  op('GET', '/v1/cms/socialGetters/igImage/{id}', 'The image of an Instagram post, served from the shop', { params: { id: postIdSchema } }),
]
