/**
 * The categories of the reference service's data: the eight examples of the OpenAPI `Category` schema (assumptions
 * row 8). The API leaves the set open, so the client never offers this list: it offers the categories it has seen.
 */
export const REFERENCE_CATEGORIES = [
  'community',
  'culture',
  'economy',
  'education',
  'environment',
  'health',
  'technology',
  'transport',
] as const
