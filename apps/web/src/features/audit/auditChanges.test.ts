import { describe, expect, it } from 'vitest';
import { fieldChanges } from './auditChanges';

describe('an audit entry’s changes', () => {
  it('lists only the fields that changed', () => {
    expect(
      fieldChanges({ role: 'Admin', firstName: 'Dee' }, { role: 'SuperAdmin', firstName: 'Dee' }),
    ).toEqual([{ field: 'role', before: 'Admin', after: 'SuperAdmin' }]);
  });

  it('shows a create’s values and a delete’s, and flag groups by the flags that are on', () => {
    expect(fieldChanges(null, { code: 'SAVE10', services: { dryClean: true, tailoring: false } })).toEqual([
      { field: 'code', before: null, after: 'SAVE10' },
      { field: 'services', before: null, after: 'dryClean' },
    ]);
    expect(fieldChanges({ name: 'Old' }, null)).toEqual([{ field: 'name', before: 'Old', after: null }]);
  });
});
