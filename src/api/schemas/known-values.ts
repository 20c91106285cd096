/**
 * A contract's list without `unknown`: the tolerant fallback every enum reads an unexpected value as (and, for some
 * statuses, a value the spec names), which no filter offers as a choice.
 */
export function withoutUnknown<const V extends string>(values: readonly V[]): Exclude<V, 'unknown'>[] {
  return values.filter((value): value is Exclude<V, 'unknown'> => value !== 'unknown');
}
