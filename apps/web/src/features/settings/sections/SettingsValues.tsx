import type { ReactNode } from 'react';

/** A section's figures as read-only label and value pairs (the screen outside edit mode). */
export function SettingsValues({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="settings-values">
      {rows.map(([label, value]) => (
        <div className="settings-values__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
