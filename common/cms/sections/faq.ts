import { z } from '../../validation/z'
import { defineSection, richTextSchema } from '../section'

/** Questions and answers as native disclosure widgets; also published as FAQPage structured data. */
export const faqSection = defineSection({
  handler: 'faq',
  title: 'Česta pitanja',
  parts: z.object({
    heading: z.string().max(120).optional(),
    items: z
      .array(z.object({ question: z.string().min(1).max(200), answer: richTextSchema }))
      .min(1)
      .max(40),
  }),
  options: {
    isFirstOpen: z.boolean().default(false),
    /** Off when the same questions appear on another page: search engines want one FAQPage each. */
    hasStructuredData: z.boolean().default(true),
  },
  example: {
    heading: 'Česta pitanja',
    items: [{ question: 'Kada je useljenje?', answer: '<p>Useljenje je planirano za proljeće 2027.</p>' }],
  },
})
