/** The words of the bulk lookup that depend on a value: a refusal of the list, a duration. */
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../../shared/i18n/translate.ts'
import type { BulkInputProblem } from '../../../../shared/ipc/bulk.ts'
import { formatBytes } from '../../../../shared/i18n/format.ts'

/** Why a list was refused, with the limit it passed. */
export function problemWords(t: Translate, problem: BulkInputProblem): string {
  switch (problem.code) {
    case 'too-big':
      return t('bulk.problem.too-big', { limit: formatBytes(problem.limit) })
    case 'too-many-rows':
      return t('bulk.problem.too-many-rows', { limit: problem.limit })
    case 'line-too-long':
      return t('bulk.problem.line-too-long', { line: problem.line, limit: problem.limit })
    case 'binary':
      return t('bulk.problem.binary')
    case 'empty':
      return t('bulk.problem.empty')
    case 'bad-quotes':
      return t('bulk.problem.bad-quotes', { row: problem.row })
  }
}

/** A duration as “1 min 30 s” in the language in force. */
export function durationWords(t: Translate, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  if (whole < 60) return t('bulk.seconds', { seconds: whole })
  return t('bulk.minutes', { minutes: Math.floor(whole / 60), seconds: whole % 60 })
}

/** The message of a run's state that has one. */
export const STATE_WORDS: Partial<Record<string, MessageId>> = {
  paused: msg('bulk.paused'),
  done: msg('bulk.done'),
  cancelled: msg('bulk.cancelled'),
}
