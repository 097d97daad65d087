import type { ReactElement } from 'react'
import { formatDate } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { bridgeRows } from './compare-rows.ts'
import { useBridgeRead, type BridgeRead } from './compare.queries.ts'
import { DiffTable } from './diff-table.tsx'
import { NotRead } from './not-read.tsx'
import { OverTime } from './over-time.tsx'
import { PickOther } from './pick-other.tsx'

/** A bridge's column heading: its title, a link to its page, and where and when it was read. */
function BridgeHead({ slug, read }: { slug: string; read: BridgeRead }): ReactElement {
  const { t } = useWords()
  return (
    <>
      <a href={hrefFor({ name: 'bridge', slug })} dir="auto" className="wrap-anywhere">
        {read.bridge?.title || slug}
      </a>
      <span className="compare-read small muted">
        {t('compare.read-from', { from: read.from, when: formatDate(read.readAt, true) ?? '' })}
      </span>
    </>
  )
}

/** Two bridges side by side; one bridge alone shows its readings over time and "Compare with…". */
export function BridgesCompare({ names }: { names: readonly string[] }): ReactElement {
  const [first = '', second] = names
  return second === undefined ? <OneBridge slug={first} /> : <TwoBridges slugs={[first, second]} />
}

function OneBridge({ slug }: { slug: string }): ReactElement {
  const { t } = useWords()
  const read = useBridgeRead(slug)
  const b = read.bridge
  return (
    <>
      <h1 className="wrap-anywhere" dir="auto">
        {t('compare.title.one', { title: b?.title || slug })}
      </h1>
      {b === undefined ? (
        <NotRead {...read} />
      ) : (
        <OverTime
          slug={slug}
          id={b.id}
          now={
            read.readAt === null
              ? null
              : { at: read.readAt, passes: b.passes, score: b.score, from: read.from }
          }
        />
      )}
      <PickOther kind="bridges" first={slug} />
    </>
  )
}

function TwoBridges({ slugs }: { slugs: readonly [string, string] }): ReactElement {
  const { t } = useWords()
  const a = useBridgeRead(slugs[0])
  const b = useBridgeRead(slugs[1])
  return (
    <>
      <h1>{t('compare.title', { kind: 'bridges' })}</h1>
      {a.bridge === undefined || b.bridge === undefined ? (
        <>
          {a.bridge === undefined && <NotRead {...a} />}
          {b.bridge === undefined && <NotRead {...b} />}
        </>
      ) : (
        <DiffTable
          heads={[
            <BridgeHead key="a" slug={slugs[0]} read={a} />,
            <BridgeHead key="b" slug={slugs[1]} read={b} />,
          ]}
          names={[a.bridge.title || slugs[0], b.bridge.title || slugs[1]]}
          rows={bridgeRows(a.bridge, b.bridge)}
        />
      )}
    </>
  )
}
