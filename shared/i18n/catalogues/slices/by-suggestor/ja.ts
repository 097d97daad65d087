import type { SliceTranslation } from '../../source-message.ts'
import type { bySuggestor } from './en.ts'

export const bySuggestorJa: SliceTranslation<typeof bySuggestor> = {
  'by-suggestor.chip': '{name} のブリッジ',
  'by-suggestor.remove': 'すべての提案者のブリッジを表示',
  'by-suggestor.waiting':
    '一人の提案者のブリッジを一覧にできるのは、このコンピューター上のカタログだけです。カタログにブリッジが入るまでは、すべての提案者のブリッジを表示します。',
  'by-suggestor.place-why':
    '一覧が一人の提案者のブリッジを表示している間は、このコンピューター上で語句を照合します。サービスは提案者で絞り込めません。サービスで検索するには「{name} のブリッジ」を外してください。',
  'by-suggestor.count': '{name} のブリッジのみ。',
  'by-suggestor.empty': 'この一覧に合う {name} のブリッジはありません。',
  'by-suggestor.describe': '{name} のブリッジ',
  'by-suggestor.goes-list': 'この提案者のブリッジを一覧表示',
  'by-suggestor.profile': 'プロフィール',
  'by-suggestor.profile-of': '{name} のプロフィール',
  'by-suggestor.more': '{name} のほかのブリッジ',
}
