import { z } from '../../validation/z'
import { defineSection, mediaRefSchema } from '../section'
import { iconNames } from './icon-names'

/**
 * Where the project is: a map picture drawn locally (no third-party map tiles, so no request
 * leaves the site before consent), the address, nearby places and a link to OpenStreetMap.
 */
export const locationSection = defineSection({
  handler: 'location',
  title: 'Lokacija i karta',
  parts: z.object({
    heading: z.string().max(120).optional(),
    intro: z.string().max(600).optional(),
    map: mediaRefSchema,
    addressLines: z.array(z.string().min(1).max(120)).min(1).max(4),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().int().min(1).max(19).default(16),
    nearby: z
      .array(
        z.object({
          icon: z.enum(iconNames).default('pin'),
          name: z.string().min(1).max(80),
          distanceMeters: z.number().int().min(0).max(100_000),
          minutes: z.number().int().min(1).max(180).optional(),
          mode: z.enum(['walk', 'bike', 'car', 'transit']).default('walk'),
        }),
      )
      .max(16)
      .default([]),
  }),
  options: {
    mapPosition: z.enum(['left', 'right', 'top']).default('left'),
  },
  example: {
    heading: 'Lokacija',
    map: { mediaId: 1 },
    addressLines: ['Savska cesta 120', '10000 Zagreb'],
    latitude: 45.7905,
    longitude: 15.9622,
    nearby: [{ icon: 'school', name: 'Osnovna škola', distanceMeters: 450, minutes: 6 }],
  },
})
