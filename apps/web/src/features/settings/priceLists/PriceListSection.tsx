import type { PriceList } from '@laundry/validators/priceListForms';
import { SETTINGS_MESSAGES } from '@laundry/validators/settingsForms';
import { priceListFormValues } from '@laundry/validators/settingsFormValues';
import { useTRPCClient } from '../../../lib/trpc';
import { RowList } from '../RowList';
import type { SectionProps, StaffPriceLists } from '../useStaffSettings';
import { EntryForm } from './EntryForm';
import { blankEntry, displayValue, PRICE_LIST_CONFIG } from './priceListConfig';

type Row = StaffPriceLists[PriceList][number];
type Values = Record<string, unknown>;

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
  const client = useTRPCClient();
  return (
    <RowList<Row, Values>
      editing={editing}
      onSaved={onSaved}
      caption={`${title}: prices`}
      columns={fields.map((field) => ({
        id: field.name,
        header: field.label,
        cell: (row) => displayValue(field, formValues(list, row)[field.name]),
      }))}
      rows={data.priceLists[list] as Row[]}
      empty="Nothing on this list yet."
      noun={noun}
      rowName={(row) => row.item}
      blank={blankEntry(list)}
      values={(row) => formValues(list, row)}
      form={(props) => <EntryForm list={list} {...props} />}
      add={(values) => client.settings.priceLists.add.mutate({ list, region: data.region, values } as never)}
      update={(row, values) =>
        client.settings.priceLists.update.mutate({ list, id: row.id, version: row.version, values } as never)
      }
      remove={(row) => client.settings.priceLists.remove.mutate({ list, id: row.id, version: row.version })}
      failed={{
        add: SETTINGS_MESSAGES.addFailed,
        update: SETTINGS_MESSAGES.updateFailed,
        remove: SETTINGS_MESSAGES.deleteFailed,
      }}
      removeLabel="Delete"
      removeQuestion={(name) => `Delete ${name}?`}
      removeNote="Orders already placed keep the prices they were placed with."
    />
  );
}
