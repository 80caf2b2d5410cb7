import { SETTINGS_MESSAGES, type ZipFormInput } from '@laundry/validators/settingsForms';
import { useTRPCClient } from '../../../lib/trpc';
import { RowList } from '../RowList';
import type { SectionProps, StaffZip } from '../useStaffSettings';
import { ZipForm } from './ZipForm';

/**
 * Section 12, Eligible Zip Codes: the zips of this screen's region. A new zip starts with the screen's
 * region ticked; unticking or ticking Florida moves a zip to the other screen.
 */
export function ZipsSection({ data, editing, onSaved }: SectionProps) {
  const client = useTRPCClient();
  return (
    <RowList<StaffZip, ZipFormInput>
      editing={editing}
      onSaved={onSaved}
      caption="Zip codes served"
      columns={[
        { id: 'zip', header: 'Zip code', cell: (zip) => zip.zip },
        { id: 'region', header: 'Region', cell: (zip) => (zip.florida ? 'Florida' : 'New York') },
      ]}
      rows={data.zips}
      empty="No zip codes are served in this region yet."
      noun="Zip Code"
      rowName={(zip) => zip.zip}
      blank={{ zip: '', florida: data.region === 'fl' }}
      values={(zip) => ({ zip: zip.zip, florida: zip.florida })}
      form={(props) => <ZipForm {...props} />}
      add={(values) => client.settings.zips.add.mutate(values)}
      update={(zip, values) =>
        client.settings.zips.update.mutate({ id: zip.id, version: zip.version, values })
      }
      remove={(zip) => client.settings.zips.remove.mutate({ id: zip.id, version: zip.version })}
      failed={{
        add: SETTINGS_MESSAGES.updateFailed,
        update: SETTINGS_MESSAGES.updateFailed,
        remove: SETTINGS_MESSAGES.updateFailed,
      }}
      removeLabel="Remove"
      removeQuestion={(zip) => `Stop serving ${zip}?`}
      removeNote="New orders and sign-ups from this zip code will be refused. Orders already placed are kept."
    />
  );
}
