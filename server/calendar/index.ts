export { filterPublicEvents, getPublicEvent } from './event-service'
export { eventToIcs } from './ics'
export { listSitemapEvents } from './event-sitemap'
