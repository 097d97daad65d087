/** The categories of the reference data: the eight examples of the OpenAPI `Category` schema (assumptions row 8). */
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
