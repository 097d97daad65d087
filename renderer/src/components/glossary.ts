/** The domain's words in one plain line each, shown where they appear (the API does not define their scales). */
export const GLOSSARY = {
  bridge: 'Published suggestions, each with a title, its text and often a web site.',
  passes: 'Passes: how many times people have used a bridge, as the service counts them.',
  score: 'Score: the service’s rating of a bridge; higher is better.',
  suggestors: 'People who have published at least one bridge.',
  avgScore: 'The mean score of all published bridges; higher is better.',
} as const
