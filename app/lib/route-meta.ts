import type { MetaDescriptor } from 'react-router'
import { translate, type MessageKey } from '#common/i18n/translate'
import { metaFromMatches, shellFromMatches } from './meta'

/** Meta for an app screen whose title is a catalogue key. */
export function screenMeta(titleKey: MessageKey) {
  return ({ matches }: { matches: readonly ({ id: string; data?: unknown } | undefined)[] }): MetaDescriptor[] => {
    const shell = shellFromMatches(matches)
    return [...metaFromMatches(matches, { title: translate(shell?.locale ?? 'hr', titleKey) }), { name: 'robots', content: 'noindex' }]
  }
}
