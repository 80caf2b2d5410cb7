import { SETTINGS_MESSAGES, type ZipFormInput } from '@laundry/validators/settingsForms';
import { useState } from 'react';
import { useTRPCClient } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Table, type TableColumn } from '../../../ui/Table';
import { useSettingsSave } from '../useSettingsSave';
import type { SectionProps, StaffZip } from '../useStaffSettings';
import { ZipForm } from './ZipForm';

type Open = { mode: 'add' } | { mode: 'edit'; zip: StaffZip } | null;

/**
 * Section 12, Eligible Zip Codes: the zips of this screen's region. A new zip starts with the screen's
 * region ticked; unticking or ticking Florida moves a zip to the other screen.
 */
export function ZipsSection({ data, editing, onSaved }: SectionProps) {
  const client = useTRPCClient();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<StaffZip | null>(null);
  const done = () => {
    setOpen(null);
    setRemoving(null);
    onSaved();
  };
  const add = useSettingsSave(
    (values: ZipFormInput) => client.settings.zips.add.mutate(values),
    SETTINGS_MESSAGES.updateFailed,
    done,
  );
  const edit = useSettingsSave(
    ({ zip, values }: { zip: StaffZip; values: ZipFormInput }) =>
      client.settings.zips.update.mutate({ id: zip.id, version: zip.version, values }),
    SETTINGS_MESSAGES.updateFailed,
    done,
  );
  const remove = useSettingsSave(
    (zip: StaffZip) => client.settings.zips.remove.mutate({ id: zip.id, version: zip.version }),
    SETTINGS_MESSAGES.updateFailed,
    done,
  );

  const columns: TableColumn<StaffZip>[] = [
    { id: 'zip', header: 'Zip code', cell: (zip) => zip.zip },
    { id: 'region', header: 'Region', cell: (zip) => (zip.florida ? 'Florida' : 'New York') },
  ];
  if (editing) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (zip) => (
        <div className="settings-row-actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${zip.zip}`}
            onClick={() => setOpen({ mode: 'edit', zip })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Remove ${zip.zip}`}
            onClick={() => setRemoving(zip)}
          >
            Remove
          </Button>
        </div>
      ),
    });
  }

  return (
    <div className="settings-list">
      <Table
        caption="Zip codes served"
        columns={columns}
        rows={data.zips}
        rowKey={(zip) => zip.id}
        empty="No zip codes are served in this region yet."
      />
      {editing && open === null ? (
        <Button variant="secondary" className="settings-list__add" onClick={() => setOpen({ mode: 'add' })}>
          Add Zip Code
        </Button>
      ) : null}
      {editing && open?.mode === 'add' ? (
        <ZipForm
          title="Add Zip Code"
          defaults={{ zip: '', florida: data.region === 'fl' }}
          onSubmit={add.save}
          onCancel={() => setOpen(null)}
          saving={add.saving}
          error={add.error}
        />
      ) : null}
      {editing && open?.mode === 'edit' ? (
        <ZipForm
          key={`${open.zip.id}-${open.zip.version}`}
          title={`Edit ${open.zip.zip}`}
          defaults={{ zip: open.zip.zip, florida: open.zip.florida }}
          onSubmit={(values) => edit.save({ zip: open.zip, values })}
          onCancel={() => setOpen(null)}
          saving={edit.saving}
          error={edit.error}
        />
      ) : null}
      <Modal
        open={removing !== null}
        title={`Stop serving ${removing?.zip ?? ''}?`}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="danger" busy={remove.saving} onClick={() => removing && remove.save(removing)}>
              Remove
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
          </>
        }
      >
        {remove.error ? (
          <Banner tone="error">
            <p>{remove.error}</p>
          </Banner>
        ) : null}
        <p>New orders and sign-ups from this zip code will be refused. Orders already placed are kept.</p>
      </Modal>
    </div>
  );
}
