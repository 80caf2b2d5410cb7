/** One changed field of an audit entry, as the audit screen lists it. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // Flag groups (a special's services and items): the names of those that are on.
    if (entries.every(([, flag]) => typeof flag === 'boolean')) {
      return (
        entries
          .filter(([, flag]) => flag)
          .map(([key]) => key)
          .join(', ') || null
      );
    }
    return JSON.stringify(value);
  }
  return String(value);
};

/**
 * What an entry changed: for an update the fields whose value differs, for a create the values set, for a
 * delete the values removed. Unchanged fields are left out.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
