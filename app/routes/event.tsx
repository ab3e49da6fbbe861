import { data } from 'react-router'

// Events do not exist yet (the content issue builds them): every event path is a real 404,
// never a "coming soon" page that search engines would index once per invented id.
export function loader(): never {
  throw data(null, { status: 404 })
}

// A component makes this a page route, not a resource route, so the 404 renders the site's
// error page instead of a bare body; the loader never lets it render.
export default function EventScreen() {
  return null
}
