// Part 2.2 lists fields that derive from optional inputs (a deadline, a task's responsible user); leaving
// them out when the input was not sent is a warning. A platform whose single read drops every null field.
import type { MutantB } from './mutant.ts';

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
}

export const mutant: MutantB = {
  name: 'absent-inputs-left-out',
  fault: "The JSON serialiser is set to omit nulls (Jackson NON_NULL, WhenWritingNull, Go's omitempty), so optional fields never sent vanish from the read instead of coming back null or empty.",
  breaks: 'B3.carries-listed-fields',
  expect: 'warning',
  options: { mutation: { actionView: (view, operation) => (operation === 'getAction' ? withoutNulls(view) : view) } },
};
