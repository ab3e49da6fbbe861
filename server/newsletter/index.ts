/** Newsletter subscriptions with double opt-in (issue 13 point 4). */
export {
  confirmNewsletterSubscription,
  confirmPageUrl,
  listSubscribers,
  pageSubscribers,
  newsletterLinks,
  subscribeToNewsletter,
  unsubscribeEmail,
  unsubscribeFromNewsletter,
} from './newsletter-service'
export { exportSubscribersCsv } from './subscriber-export'
