import { igByHashtagsSchema } from '../../../../common/social/instagram'
import { igPostListSchema } from '../../../../common/social/ig-post-schema'
import { postIdSchema } from '../../social'
import { tagged } from '../registry'

const op = tagged('social')

export const socialOperations = [
  op('GET', '/v1/cms/socialGetters/getIgByHashtags', 'Instagram posts with the given hashtags (empty while no token is set)', { query: igByHashtagsSchema, response: igPostListSchema }),
  op('POST', '/v1/cms/socialGetters/getIgByHashtags', 'Instagram posts with the given hashtags (empty while no token is set)', { body: igByHashtagsSchema, response: igPostListSchema }),
  // The image bytes themselves (its own Content-Type), not the envelope: no `response`.
  op('GET', '/v1/cms/socialGetters/igImage/{id}', 'The image of an Instagram post, served from the shop', {
    params: { id: postIdSchema },
    errors: { 404: 'No cached post with this id, or its image cannot be fetched.' },
    file: { types: ['image/jpeg', 'image/png', 'image/webp'], description: 'The Instagram picture, from the server\'s cache.' },
  }),
]
