import type { PriceList } from '@laundry/validators/priceListForms';
import { SETTINGS_MESSAGES } from '@laundry/validators/settingsForms';
import { priceListFormValues } from '@laundry/validators/settingsFormValues';
import { useState } from 'react';
import { useTRPCClient } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Table, type TableColumn } from '../../../ui/Table';
import { useSettingsSave } from '../useSettingsSave';
import type { SectionProps, StaffPriceLists } from '../useStaffSettings';
import { EntryForm } from './EntryForm';
import { blankEntry, displayValue, PRICE_LIST_CONFIG } from './priceListConfig';

type Row = StaffPriceLists[PriceList][number];
type Values = Record<string, unknown>;
type Open = { mode: 'add' } | { mode: 'edit'; row: Row } | null;

const formValues = (list: PriceList, row: Row) =>
  priceListFormValues(list, row as never) as unknown as Record<string, unknown>;

/** Sections 7 to 11: one of the region's price lists, with add, edit and delete in edit mode. */
export function PriceListSection({
  list,
  title,
  data,
  editing,
  onSaved,
}: SectionProps & { list: PriceList; title: string }) {
  const { noun, fields } = PRICE_LIST_CONFIG[list];
  const rows = data.priceLists[list] as Row[];
  const client = useTRPCClient();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const done = () => {
    setOpen(null);
    setRemoving(null);
    onSaved();
  };
  const add = useSettingsSave(
    (values: Values) => client.settings.priceLists.add.mutate({ list, region: data.region, values } as never),
    SETTINGS_MESSAGES.addFailed,
    done,
  );
  const edit = useSettingsSave(
    ({ row, values }: { row: Row; values: Values }) =>
      client.settings.priceLists.update.mutate({ list, id: row.id, version: row.version, values } as never),
    SETTINGS_MESSAGES.updateFailed,
    done,
  );
  const remove = useSettingsSave(
    (row: Row) => client.settings.priceLists.remove.mutate({ list, id: row.id, version: row.version }),
    SETTINGS_MESSAGES.deleteFailed,
    done,
  );

  const columns: TableColumn<Row>[] = fields.map((field) => ({
    id: field.name,
    header: field.label,
    cell: (row) => displayValue(field, formValues(list, row)[field.name]),
  }));
  if (editing) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="settings-row-actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${row.item}`}
            onClick={() => setOpen({ mode: 'edit', row })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete ${row.item}`}
            onClick={() => setRemoving(row)}
          >
            Delete
          </Button>
        </div>
      ),
    });
  }

  return (
    <div className="settings-list">
      <Table
        caption={`${title}: prices`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty="Nothing on this list yet."
      />
      {editing && open === null ? (
        <Button variant="secondary" className="settings-list__add" onClick={() => setOpen({ mode: 'add' })}>
          Add {noun}
        </Button>
      ) : null}
      {editing && open?.mode === 'add' ? (
        <EntryForm
          list={list}
          title={`Add ${noun}`}
          defaults={blankEntry(list)}
          onSubmit={add.save}
          onCancel={() => setOpen(null)}
          saving={add.saving}
          error={add.error}
        />
      ) : null}
      {editing && open?.mode === 'edit' ? (
        <EntryForm
          key={`${open.row.id}-${open.row.version}`}
          list={list}
          title={`Edit ${open.row.item}`}
          defaults={formValues(list, open.row)}
          onSubmit={(values) => edit.save({ row: open.row, values })}
          onCancel={() => setOpen(null)}
          saving={edit.saving}
          error={edit.error}
        />
      ) : null}
      <Modal
        open={removing !== null}
        title={`Delete ${removing?.item ?? ''}?`}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="danger" busy={remove.saving} onClick={() => removing && remove.save(removing)}>
              Delete
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
        <p>Orders already placed keep the prices they were placed with.</p>
      </Modal>
    </div>
  );
}
