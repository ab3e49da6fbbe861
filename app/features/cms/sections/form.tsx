import { CmsForm } from '~/features/forms/cms-form'
import type { SectionProps } from '../section-props'
import { SectionIntro } from '../section-layout'
import { useFormView } from '../section-refs-context'

/** A form stored in the CMS, by its handle; a form that no longer exists renders nothing. */
export function FormSection({ parts }: SectionProps<'form'>) {
  const form = useFormView(parts.formHandle)
  return (
    <div className="container container--narrow">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      {form ? <CmsForm form={form} /> : null}
    </div>
  )
}
