import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react'
import type { BridgeDetail } from '../../../../shared/api/types.ts'
import type { WithMeta } from '../../../../shared/ipc/common.ts'
import { copyText } from '../../components/copy-buttons.tsx'
import { parseLocation } from '../../lib/route.ts'
import { lastListRoute, navigate } from '../../lib/router.ts'
import {
  useBridgesLayout,
  useListExportRequested,
  usePaletteRequests,
  useRecentLookups,
  useTheme,
  useThemeChosen,
} from '../../store/ui-store.ts'
import { pageLink } from './page-link.ts'
import { bridgeKeys } from '../../entities/bridge/bridges.queries.ts'
import { openedBridges } from '../../entities/bridge/listed-bridge.ts'
import { catalogueAnswers, catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { savedViewsQueries } from '../../entities/saved-view/saved-views.queries.ts'
import { viewHref } from '../../../../shared/views/saved-view.ts'
import { useWords } from '../../lib/words.tsx'
import {
  groupOf,
  groupsIn,
  PALETTE_GROUPS,
  matchCommands,
  moveHighlight,
  type KnownItems,
  type PaletteCommand,
  type PaletteSubject,
  type PaletteRoute,
  type ViewEntry,
} from './palette-match.ts'
import './command-palette.css'

/**
 * Ctrl/Cmd+K opens a "Go to…" dialog: type a view name, a slug, a username or paste a link; arrows move, Enter
 * goes, Escape closes. Built on <dialog> (focus trap and Escape from the browser) with the ARIA 1.2 combobox
 * pattern, and focus goes back to where it was. What was typed is asked of the catalogue as Lookup asks it
 * (catalogue:lookup, README "The catalogue"), never read from whichever list pages happen to be loaded.
 */
export function CommandPalette({ views }: { views: readonly ViewEntry[] }): ReactElement {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [highlight, setHighlight] = useState(0)
  const ids = { title: useId(), list: useId(), option: useId() }
  const { t } = useWords()
  const client = useQueryClient()
  const theme = useTheme()
  const themeChosen = useThemeChosen()
  const listExportRequested = useListExportRequested()
  const paletteRequests = usePaletteRequests()
  const remembered = useBridgesLayout()
  const recent = useRecentLookups()
  const { status, generation } = useCatalogueStatus()
  const typed = text.trim()
  // No placeholder: while the answer for the text typed now is on its way, no answer to older text is shown.
  const lookup = useQuery({
    ...catalogueQueries.lookup(generation, typed),
    enabled: open && typed !== '' && typed.length <= 200 && catalogueAnswers(status),
  })
  const found = lookup.data
  // What the user opened in this window, read when the palette opens.
  const opened = useMemo<KnownItems>(() => {
    if (!open) return { bridges: [], profiles: [] }
    const bridges = openedBridges(client)
    // The bridge or profile on screen: the palette copies its link, slug and id.
    const route = parseLocation(window.location.hash)
    let subject: PaletteSubject | null = null
    if (route.name === 'profile') subject = { kind: 'profile', username: route.username }
    if (route.name === 'bridge') {
      const detail = client.getQueryData<WithMeta<BridgeDetail>>(bridgeKeys.detail(route.slug))?.value
      const id = detail?.id ?? null
      subject = { kind: 'bridge', slug: route.slug, id }
    }
    const saved = client.getQueryData(savedViewsQueries.list().queryKey) ?? []
    const views = saved.map((v) => ({ id: v.id, name: v.name, route: parseLocation(viewHref(v.view)) }))
    return {
      bridges,
      profiles: [],
      subject,
      views: views.filter((v): v is typeof v & { route: PaletteRoute } => v.route.name !== 'not-found'),
    }
  }, [client, open])
  const commands = matchCommands(text, { ...opened, found, recent }, views, t)
  const active = commands[highlight] === undefined ? -1 : highlight

  const openPalette = useCallback((): void => {
    if (dialogRef.current?.open === true) return
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setText('')
    setHighlight(0)
    setOpen(true)
  }, [])

  useEffect(() => {
    // Each request from the application menu opens the palette (the store counts them).
    if (paletteRequests > 0) openPalette()
  }, [paletteRequests, openPalette])

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        openPalette()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openPalette])

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    if (open && !dialog.open) {
      dialog.showModal()
      inputRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      // The element may have gone (the view changed); then focus falls back to the page as usual.
      if (returnFocus.current?.isConnected === true) returnFocus.current.focus()
    }
  }, [open])

  const go = (command: PaletteCommand | undefined): void => {
    if (command === undefined) return
    if (command.route !== undefined) {
      returnFocus.current = null // the new view takes focus, not the old control
      setOpen(false)
      navigate(command.route)
      return
    }
    if (command.action === 'retype') {
      // A close spelling is looked up in turn, as Lookup's "Did you mean" does.
      setText(command.text ?? '')
      setHighlight(0)
      return
    }
    setOpen(false)
    if (command.action === 'toggle-theme') {
      const dark =
        theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
      themeChosen(dark ? 'light' : 'dark')
    } else if (command.action === 'copy-link') {
      const { hash, href } = window.location
      void copyText(pageLink(parseLocation(hash), remembered, href))
    } else if (command.action === 'copy-text') {
      void copyText(command.text ?? '')
    } else {
      returnFocus.current = null
      if (!window.location.hash.startsWith('#/bridges') || /^#\/bridges\/./.test(window.location.hash))
        navigate(lastListRoute())
      listExportRequested()
    }
  }

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setHighlight(moveHighlight(active, e.key === 'ArrowDown' ? 1 : -1, commands.length))
    } else if (e.key === 'Home' && e.ctrlKey) {
      setHighlight(0)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      go(commands[active])
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="palette"
      aria-labelledby={ids.title}
      onCancel={(e) => {
        e.preventDefault()
        setOpen(false)
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) setOpen(false)
      }}
    >
      <h2 id={ids.title} className="visually-hidden">
        {t('palette.title')}
      </h2>
      <input
        ref={inputRef}
        className="input palette-input"
        type="text"
        role="combobox"
        aria-label={t('palette.input')}
        aria-expanded={commands.length > 0}
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${ids.option}-${active}` : undefined}
        placeholder={t('palette.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setHighlight(0)
        }}
        onKeyDown={onInputKey}
        autoComplete="off"
        spellCheck={false}
      />
      <div
        id={ids.list}
        role="listbox"
        aria-label={t('palette.list')}
        aria-busy={lookup.isFetching}
        className="palette-list"
      >
        {groupsIn(commands).map((group) => {
          const inGroup = commands.flatMap((c, i) => (groupOf(c) === group ? [{ c, i }] : []))
          if (inGroup.length === 0) return null
          const heading = `${ids.option}-group-${group}`
          return (
            <div key={group} role="group" aria-labelledby={heading} className="palette-group">
              <div id={heading} role="presentation" className="palette-group-name small muted">
                {t(PALETTE_GROUPS[group])}
              </div>
              {inGroup.map(({ c, i }) => (
                <div
                  key={c.id}
                  id={`${ids.option}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={i === active ? 'palette-option is-active' : 'palette-option'}
                  onMouseMove={() => setHighlight(i)}
                  onClick={() => go(c)}
                >
                  <bdi className="palette-label">{c.label}</bdi>
                  <span className="palette-hint">{c.hint}</span>
                </div>
              ))}
            </div>
          )
        })}
      </div>
      <p className="visually-hidden" role="status">
        {t('palette.matches', { n: commands.length })}
      </p>
      <p className="palette-footer small muted" aria-hidden="true">
        {t('palette.footer')}
      </p>
    </dialog>
  )
}
