// The waiting slice in Polish and Arabic (docs/i18n.md): requests queued in each plural form of the language, and
// a wait's countdown in the language's own abbreviations and the region's digits.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { waitWords } from '../../../../../../../renderer/src/entities/rate-limit/wait-words.ts'
import { setFormats } from '../../../../../../../shared/i18n/format.ts'
import type { SchedulerState } from '../../../../../../../shared/ipc/rate-limit.ts'
import { wordsIn } from '../../../../../../support/words-in.ts'

const COUNTS = [0, 1, 2, 5, 22, 101]
const NOW = 1_800_000_000_000
const state = (over: Partial<SchedulerState>): SchedulerState => ({
  keyId: 'k1',
  limit: 60,
  remaining: 45,
  resetAt: null,
  queued: 0,
  inFlight: 0,
  waitingUntil: null,
  reason: null,
  ...over,
})

test('Polish says requests queued in its one, few and many forms, and a spent budget with its countdown', () => {
  const t = wordsIn('pl', 'pl-PL')
  assert.deepEqual(
    COUNTS.map((n) => t('waiting.queued', { n })),
    [
      '0 zapytań czeka na wolne miejsce do wysłania.',
      '1 zapytanie czeka na wolne miejsce do wysłania.',
      '2 zapytania czekają na wolne miejsce do wysłania.',
      '5 zapytań czeka na wolne miejsce do wysłania.',
      '22 zapytania czekają na wolne miejsce do wysłania.',
      '101 zapytań czeka na wolne miejsce do wysłania.',
    ],
  )
  assert.equal(
    waitWords(state({ remaining: 0, resetAt: NOW + 83_000 }), NOW, t)?.text,
    'Brak zapytań: ten klucz wykorzystał w tym oknie czasowym wszystkie zapytania (60 zapytań). Następne zostanie wysłane, gdy okno czasowe zacznie się od nowa, za 1 min 23 s.',
  )
})

test('Arabic takes its six forms, and a wait counts down in Arabic abbreviations and digits', () => {
  const t = wordsIn('ar', 'ar-EG')
  setFormats('ar-EG')
  assert.deepEqual(
    COUNTS.map((n) => t('waiting.queued', { n })),
    [
      'لا طلبات تنتظر مكانًا شاغرًا ليُرسل.',
      'طلب واحد ينتظر مكانًا شاغرًا ليُرسل.',
      'طلبان ينتظران مكانًا شاغرًا ليُرسل.',
      '٥ طلبات تنتظر مكانًا شاغرًا ليُرسل.',
      '٢٢ طلبًا ينتظر مكانًا شاغرًا ليُرسل.',
      '١٠١ طلب ينتظر مكانًا شاغرًا ليُرسل.',
    ],
  )
  assert.equal(
    waitWords(state({ waitingUntil: NOW + 65_000, reason: 'retry_after' }), NOW, t)?.text,
    'انتظار ١ د ٥ ث لأن الخدمة طلبت إعادة المحاولة لاحقًا.',
  )
  setFormats(undefined)
})
