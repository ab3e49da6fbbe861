import { Form } from 'react-router'
import { useAdminT } from '../admin/use-admin-t'

/** Turns one delivery or payment method on or off (posts to the list's own action). */
export function ActiveToggle({ id, isActive, name }: { id: number; isActive: boolean; name: string }) {
  const t = useAdminT()
  const label = t(isActive ? 'shipping.deactivate' : 'shipping.activate')
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isActive" value={isActive ? 'false' : 'true'} />
      <button type="submit" className="button button--secondary" aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </Form>
  )
}
