import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import type { Scope } from '../../../shared/api/types.ts'
import { unwrap } from '../lib/call.ts'
import { getExplorer } from '../lib/explorer.ts'
import { keysChanged } from '../lib/target-change.ts'
import { useWords } from '../lib/words.tsx'
import './scope-switch.css'

const SCOPES: readonly string[] = ['read:public', 'read:me'] satisfies Scope[]
const isScope = (s: string): s is Scope => SCOPES.includes(s)

/**
 * What can help with a missing scope, where "Try again" cannot (README, "Missing scopes"): the saved key of the same
 * service that has it (main chooses it, keys:with-scope) with a button that puts it in use, or that no saved key has
 * it. Switching keys resets the answers held (lib/target-change.ts), so the page asks again with the new key.
 */
export function ScopeSwitch({ scope, notSent }: { scope: string; notSent: boolean }): ReactElement {
  const { t, rich } = useWords()
  const known = isScope(scope) ? scope : null
  const holder = useQuery({
    // Under ['keys']: asked again whenever the saved keys change.
    queryKey: ['keys', 'with-scope', known] as const,
    queryFn: () => (known === null ? null : unwrap(getExplorer().findKeyWithScope({ scope: known }))),
    networkMode: 'always',
  })
  const client = useQueryClient()
  const use = useMutation({
    mutationFn: (id: string) => unwrap(getExplorer().setActiveKey({ id })),
    // Done once the other key's answers are dropped: the page then asks again with this one.
    onSuccess: () => keysChanged(client),
    networkMode: 'always',
  })
  const key = holder.data ?? null
  return (
    <div className="scope-switch">
      {notSent && <p>{rich('scopes.not-sent', { scope: <bdi>{scope}</bdi> })}</p>}
      {holder.isSuccess && key === null && <p>{rich('scopes.no-key', { scope: <bdi>{scope}</bdi> })}</p>}
      {key !== null && (
        <button type="button" className="button" disabled={use.isPending} onClick={() => use.mutate(key.id)}>
          {rich('scopes.use-key', { label: <bdi>{key.label}</bdi>, scope: <bdi>{scope}</bdi> })}
        </button>
      )}
      {use.isError && <p role="status">{t('scopes.switch-failed')}</p>}
    </div>
  )
}
