/**
 * Settings → Language and formats (docs/i18n.md): the language of the words and the region of the dates and
 * numbers, chosen apart ("Language: English · Formats: Deutsch (Schweiz)"), each able to follow the system
 * again. A choice applies at once, kept by main with the other preferences. Here in app/ because it changes the
 * preferences, which only the shell holds; Settings receives it as a part.
 */
import type { ReactElement } from 'react'
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatTime,
  languageName,
} from '../../../shared/i18n/format.ts'
import {
  FORMAT_CHOICES,
  isLanguage,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  type Language,
} from '../../../shared/i18n/locales.ts'
import { FOLLOW_SYSTEM } from '../../../shared/ipc/preferences.ts'
import { useNow } from '../components/use-now.ts'
import { useWords } from '../lib/words.tsx'
import { localeOf } from './locale-root.tsx'
import { usePreferences, usePreferencesChange } from './preferences.ts'

/** A language or region named in itself, marked as such for screen readers and kept apart in bidi text. */
function Named({ tag }: { tag: string }): ReactElement {
  return <bdi lang={tag}>{languageName(tag)}</bdi>
}

/**
 * One choice of a language or a region: the system's (what it comes to, named), or one of `tags`, each named in
 * itself. `onChoose` hears the tag, or null for the system's.
 */
function Choice(props: {
  label: string
  chosen: string | null
  systemTag: string
  tags: readonly string[]
  disabled: boolean
  onChoose: (tag: string | null) => void
}): ReactElement {
  const { t } = useWords()
  return (
    <label>
      {props.label}{' '}
      <select
        className="select"
        value={props.chosen ?? FOLLOW_SYSTEM}
        disabled={props.disabled}
        onChange={(e) => props.onChoose(e.target.value === FOLLOW_SYSTEM ? null : e.target.value)}
      >
        <option value={FOLLOW_SYSTEM}>
          {t('settings.follow-system', { name: languageName(props.systemTag) })}
        </option>
        {props.tags.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageName(tag)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The language and formats controls. */
export function LanguageSettings(): ReactElement {
  const { t, rich, locale } = useWords()
  const preferences = usePreferences()
  const change = usePreferencesChange()
  const now = useNow(60_000)
  const system = localeOf(undefined)
  // The test language is offered to those who asked for the developer tools.
  const languages: readonly Language[] = preferences?.developerTools
    ? [...LANGUAGES, PSEUDO_LANGUAGE]
    : LANGUAGES
  const formats = preferences?.formats ?? null
  const regions =
    formats === null || (FORMAT_CHOICES as readonly string[]).includes(formats)
      ? FORMAT_CHOICES
      : [formats, ...FORMAT_CHOICES]
  return (
    <section aria-labelledby="language-heading" className="language-settings">
      <h2 id="language-heading">{t('settings.language.heading')}</h2>
      <p role="status">
        {rich('settings.language.summary', {
          language: <Named tag={locale.language} />,
          formats: <Named tag={locale.formats} />,
        })}
      </p>
      <div className="language-settings-fields">
        <Choice
          label={t('settings.language.label')}
          chosen={preferences?.language ?? null}
          systemTag={system.language}
          tags={languages}
          disabled={preferences === undefined}
          onChoose={(tag) => change({ language: isLanguage(tag) ? tag : null })}
        />
        <Choice
          label={t('settings.formats.label')}
          chosen={formats}
          systemTag={system.formats}
          tags={regions}
          disabled={preferences === undefined}
          onChoose={(tag) => change({ formats: tag })}
        />
      </div>
      <p>
        {t('settings.formats.example', {
          date: formatDate(now) ?? '',
          time: formatTime(now) ?? '',
          number: formatNumber(1234567.89) ?? '',
          percent: formatPercent(0.25),
        })}
      </p>
      <p className="small muted">{t('settings.language.note')}</p>
    </section>
  )
}
