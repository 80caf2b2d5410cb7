import { dryCleanUnitCents } from '@laundry/pricing/quotes/perItem';
import type { ComforterSize, DryCleanItem, WashPressItem } from '@laundry/validators/pricing';
import { formatCents } from '../../lib/money';
import { Table } from '../../ui/Table';

const dash = (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">Not offered</span>
  </>
);

/** The organic dry cleaning price list: the dry clean price (docs/rules/pricing.md, Per-item services) and press only. */
export function DryCleanPriceList({ items }: { items: readonly DryCleanItem[] }) {
  return (
    <Table
      className="price-list"
      caption="Organic dry cleaning prices"
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { id: 'item', header: 'Item', cell: (item) => item.item },
        {
          id: 'dryClean',
          header: 'Dry clean & press',
          className: 'table__money',
          cell: (item) => formatCents(dryCleanUnitCents(item, false) ?? item.basePriceCents),
        },
        {
          id: 'pressOnly',
          header: 'Press only',
          className: 'table__money',
          cell: (item) => (item.pressOnlyPriceCents === null ? dash : formatCents(item.pressOnlyPriceCents)),
        },
      ]}
    />
  );
}

export function WashPressPriceList({ items }: { items: readonly WashPressItem[] }) {
  return (
    <Table
      className="price-list"
      caption="Wash and press prices"
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { id: 'item', header: 'Item', cell: (item) => item.item },
        {
          id: 'price',
          header: 'Price',
          className: 'table__money',
          cell: (item) => formatCents(item.priceCents),
        },
      ]}
    />
  );
}

/** docs/rules/public-site.md, Calculators: the comforter price list, regular and down, per comforter (docs/rules/pricing.md, Per-item services). */
export function ComforterPriceList({ sizes }: { sizes: readonly ComforterSize[] }) {
  return (
    <Table
      className="price-list"
      caption="Comforter prices"
      rows={sizes}
      rowKey={(size) => size.id}
      columns={[
        { id: 'size', header: 'Size', cell: (size) => size.item },
        {
          id: 'regular',
          header: 'Regular',
          className: 'table__money',
          cell: (size) => formatCents(size.notDownCents),
        },
        {
          id: 'down',
          header: 'Down',
          className: 'table__money',
          cell: (size) => formatCents(size.downCents),
        },
      ]}
    />
  );
}
