import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useWords } from '../lib/words.tsx'

interface Props {
  /** The view's name, said in the message ("The Keys view failed"). */
  view: string
  /** Called before the view mounts again (drops the answers it failed on, so it asks afresh). */
  onReload: () => void
  children: ReactNode
}

interface State {
  error: Error | null
  /** Bumped by "Reload this view" so the view mounts afresh. */
  generation: number
}

/**
 * Catches a view that throws while rendering: the window keeps its navigation and says what failed, with
 * "Reload this view", instead of going blank (React unmounts the whole tree on an uncaught render error).
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, generation: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console of the window (devtools) is the place for the stack; nothing leaves the renderer.
    console.error(`The ${this.props.view} view failed`, error, info.componentStack)
  }

  override render(): ReactNode {
    const { error, generation } = this.state
    if (error === null) return <ViewGeneration key={generation}>{this.props.children}</ViewGeneration>
    return (
      <ViewFailed
        view={this.props.view}
        error={error}
        onReload={() => {
          this.props.onReload()
          this.setState((s) => ({ error: null, generation: s.generation + 1 }))
        }}
      />
    )
  }
}

/** What a failed view says, in the language shown (a class component cannot read the words' hook). */
function ViewFailed({
  view,
  error,
  onReload,
}: {
  view: string
  error: Error
  onReload: () => void
}): ReactNode {
  const { t } = useWords()
  return (
    <div className="error-panel" role="alert">
      {/* The main area's heading, as every view has one (screen readers and the skip link land here). */}
      <h1 className="error-panel-title">
        <span aria-hidden="true">⚠ </span>
        {t('components.view-failed', { view })}
      </h1>
      <p>{t('components.view-failed.about')}</p>
      <p className="muted">
        {t('components.view-failed.what', { error: error.message.slice(0, 300) || error.name })}
      </p>
      <div className="error-panel-actions">
        <button type="button" className="button" onClick={onReload}>
          {t('components.view-failed.reload')}
        </button>
      </div>
    </div>
  )
}

function ViewGeneration({ children }: { children: ReactNode }): ReactNode {
  return children
}
