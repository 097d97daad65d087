/**
 * A notice's words in the language shown: the sentence main said by code (shared/i18n/said.ts, checked where it
 * is read), else the English words it came with (a notice not said by code yet, docs/i18n.md).
 */
import { wordSaid } from '../../../shared/i18n/said.ts'
import type { Translate } from '../../../shared/i18n/translate.ts'
import type { Notice } from '../../../shared/ipc/common.ts'
import { checkSaid } from '../../../shared/ipc/validate.ts'

export function noticeText(notice: Pick<Notice, 'message' | 'said'>, t: Translate): string {
  const said = notice.said === undefined ? null : checkSaid(notice.said)
  return said?.ok === true ? wordSaid(t, said.value) : notice.message
}
