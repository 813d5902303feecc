/**
 * Reading what a field holds as the shape its kind needs: text, a list of parts or checked
 * options, or a map of likert answers. Any other shape reads as empty, never throws.
 */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
export const listOf = (value: unknown): readonly string[] => (Array.isArray(value) ? value : []);
export const recordOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const mapOf = (value: unknown) => recordOf(value) as Readonly<Record<string, string>>;
