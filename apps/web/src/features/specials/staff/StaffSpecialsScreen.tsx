import {
  SPECIAL_MESSAGES,
  type SpecialStaffInput,
  STAFF_SPECIAL_SORT_COLUMNS,
  type StaffSpecialSortColumn,
} from '@laundry/validators/specials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { TableColumn } from '../../../ui/Table';
import { OpenRow, type ShowRow, StaffList } from '../../staffLists/StaffList';
import { StaffListScreen, type StaffPanelProps } from '../../staffLists/StaffListScreen';
import { SpecialDetail } from './SpecialDetail';
import { EMPTY_SPECIAL, SpecialForm } from './SpecialForm';
import { applicableServices, expiresLabel, money, percent, type StaffSpecial, yesNo } from './specialLabels';

/** docs/rules/staff-screens.md, Sorting and paging: specials 100 at a time; their "address" default has no address, so by name. */
const DEFAULTS = { sortby: 'name', sortorder: 1, limit: 100 } as const;

/**
 * /app/specials (docs/rules/staff-screens.md, Specials, SuperAdmin): every special, expired ones too, with search, Add a
 * Special and an error banner. The search and the table are hidden while a form or a detail view is open.
 */
export function StaffSpecialsScreen() {
  const trpc = useTRPC();
  return (
    <StaffListScreen
      title="Specials"
      noun="Special"
      sortColumns={STAFF_SPECIAL_SORT_COLUMNS}
      defaults={DEFAULTS}
      addForm={(panel) => <AddSpecial {...panel} />}
      detail={(id, panel) => <SpecialDetail id={id} {...panel} />}
      list={(listView) => (
        <StaffList
          listView={listView}
          searchHint="Name or code"
          query={(input, options) => trpc.specials.list.queryOptions(input, options)}
          failed={() => SPECIAL_MESSAGES.getFailed}
          columns={columns(listView.show)}
        />
      )}
    />
  );
}

function AddSpecial({ onClose, onError }: StaffPanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.specials.create.mutationOptions());
  const save = async (values: SpecialStaffInput) => {
    onError(null);
    try {
      const created = await create.mutateAsync(values);
      await Promise.all([
        queryClient.invalidateQueries(trpc.specials.list.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.specials.pathFilter()),
      ]);
      onClose(`${created.name} (${created.code}) was added.`);
    } catch (error) {
      onError(userMessage(error, SPECIAL_MESSAGES.createFailed));
    }
  };
  return (
    <SpecialForm
      label="Add a special"
      initial={EMPTY_SPECIAL}
      busy={create.isPending}
      error={null}
      onSave={save}
      onCancel={() => onClose()}
    />
  );
}

const columns = (show: ShowRow): TableColumn<StaffSpecial, StaffSpecialSortColumn>[] => [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (special) => (
      <OpenRow id={special.id} show={show}>
        {special.name}
      </OpenRow>
    ),
  },
  { id: 'code', header: 'Code', sortKey: 'code', cell: (special) => special.code },
  {
    id: 'expires',
    header: 'Expires',
    sortKey: 'expirationDate',
    cell: (special) => (
      <span title={special.expirationDate}>
        {expiresLabel(special.expirationDate)}
        {special.expired ? <span className="staff-admin__muted"> (expired)</span> : null}
      </span>
    ),
  },
  {
    id: 'discountAmount',
    header: 'Discount Amt',
    sortKey: 'discountAmountCents',
    className: 'staff-admin__money',
    cell: (special) => money(special.discountAmountCents),
  },
  {
    id: 'percent',
    header: '% off',
    sortKey: 'percentDiscount',
    className: 'staff-admin__money',
    cell: (special) => percent(special.percentDiscount),
  },
  {
    id: 'promotionalPrice',
    header: 'Promotional Price',
    sortKey: 'promotionalPriceCents',
    className: 'staff-admin__money',
    cell: (special) => money(special.promotionalPriceCents),
  },
  {
    id: 'firstTime',
    header: 'First-Time Only?',
    sortKey: 'firstTimeOnly',
    cell: (special) => yesNo(special.firstTimeOnly),
  },
  { id: 'services', header: 'Applicable Services', cell: (special) => applicableServices(special) },
];
