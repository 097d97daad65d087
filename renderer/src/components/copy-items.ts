/**
 * What the copy buttons of a bridge and of a profile copy, and their words in the language in force (the
 * `components` slice, docs/i18n.md). Pure, so its words are tested without a DOM.
 */
import type { Translate } from '../../../shared/i18n/translate.ts'
import { deepLink } from '../../../shared/net/deep-link.ts'

/** One thing to copy: the button's label ("Copy link"), the text, and what the status says after ("Link copied"). */
export interface CopyItem {
  label: string
  text: string
  done: string
}

/** What can be copied of a bridge: its deep link, its slug and its id, labelled in `t`'s language. */
export function bridgeCopyItems(b: { slug: string; id: string }, t: Translate): CopyItem[] {
  return [
    {
      label: t('components.copy-link'),
      text: deepLink('bridges', b.slug),
      done: t('components.link-copied'),
    },
    { label: t('components.copy-slug'), text: b.slug, done: t('components.slug-copied') },
    { label: t('components.copy-id'), text: b.id, done: t('components.id-copied') },
  ]
}

/** What can be copied of a profile: its deep link and its username (a profile's slug and id). */
export function profileCopyItems(username: string, t: Translate): CopyItem[] {
  return [
    {
      label: t('components.copy-link'),
      text: deepLink('profiles', username),
      done: t('components.link-copied'),
    },
    {
      label: t('components.copy-username'),
      text: username,
      done: t('components.username-copied'),
    },
  ]
}
