import type { ReactNode } from 'react';

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** A detail view's read-only fields (docs/rules/staff-screens.md, Detail views and add forms). */
export function DetailFields({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="staff-admin__details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
