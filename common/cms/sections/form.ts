import { z } from '../../validation/z'
import { defineSection } from '../section'

/** A form stored in the CMS (issue 13 point 5), named by its handle; the page loader reads its fields. */
export const formSection = defineSection({
  handler: 'form',
  title: 'Obrazac',
  parts: z.object({
    heading: z.string().max(120).optional(),
    intro: z.string().max(600).optional(),
    formHandle: z.string().regex(/^[a-z0-9-]{1,60}$/, 'validation.slugFormat'),
  }),
  options: {},
  example: {
    heading: 'Pošaljite nam upit',
    formHandle: 'kontakt',
  },
})
