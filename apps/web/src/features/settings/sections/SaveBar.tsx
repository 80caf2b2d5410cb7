import type { ReactNode } from 'react';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';

/** A form's Save button (and any other action beside it), with the failure of its last save above. */
export function SaveBar({
  error,
  saving,
  label = 'Save',
  children,
}: {
  error: string | null;
  saving: boolean;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Banner tone="error" className="settings-form__error">
          <p>{error}</p>
        </Banner>
      ) : null}
      <div className="settings-form__actions">
        <Button type="submit" busy={saving}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}
