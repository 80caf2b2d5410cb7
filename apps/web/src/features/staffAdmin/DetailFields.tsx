import type { ReactNode } from 'react';

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** A detail view's read-only fields (spec 000 §4 "Detail views"). */
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
