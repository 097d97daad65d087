/** The domain's words in one plain line each, shown where they appear (the API does not define their scales). */
export const GLOSSARY = {
  bridge: 'A bridge is a published suggestion: a title, the suggestion itself and, often, a web site.',
  passes: 'Passes: how many times people have used the bridge, as the service counts them.',
  score: 'Score: the service’s rating of the bridge; higher is better.',
  suggestors: 'Suggestors: people who have published at least one bridge.',
  avgScore: 'Average score: the mean score over all published bridges.',
} as const
