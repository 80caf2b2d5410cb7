import { dryCleanUnitCents } from '@laundry/pricing';
import type { ComforterSize, DryCleanItem, WashPressItem } from '@laundry/validators/pricing';
import { useT } from '../../i18n/useT';
import { formatCents } from '../../lib/money';
import { Table } from '../../ui/Table';

function NotOffered() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('public.priceList.notOffered')}</span>
    </>
  );
}

/** The organic dry cleaning price list: the dry clean price (docs/rules/pricing.md, Per-item services) and press only. */
export function DryCleanPriceList({ items }: { items: readonly DryCleanItem[] }) {
  const t = useT();
  return (
    <Table
      className="price-list"
      caption={t('public.priceList.dryCleanCaption')}
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { id: 'item', header: t('public.priceList.item'), cell: (item) => item.item },
        {
          id: 'dryClean',
          header: t('public.priceList.dryCleanAndPress'),
          className: 'table__money',
          cell: (item) => formatCents(dryCleanUnitCents(item, false) ?? item.basePriceCents),
        },
        {
          id: 'pressOnly',
          header: t('public.priceList.pressOnly'),
          className: 'table__money',
          cell: (item) =>
            item.pressOnlyPriceCents === null ? <NotOffered /> : formatCents(item.pressOnlyPriceCents),
        },
      ]}
    />
  );
}

export function WashPressPriceList({ items }: { items: readonly WashPressItem[] }) {
  const t = useT();
  return (
    <Table
      className="price-list"
      caption={t('public.priceList.washPressCaption')}
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { id: 'item', header: t('public.priceList.item'), cell: (item) => item.item },
        {
          id: 'price',
          header: t('public.priceList.price'),
          className: 'table__money',
          cell: (item) => formatCents(item.priceCents),
        },
      ]}
    />
  );
}

/** docs/rules/public-site.md, Calculators: the comforter price list, regular and down, per comforter (docs/rules/pricing.md, Per-item services). */
export function ComforterPriceList({ sizes }: { sizes: readonly ComforterSize[] }) {
  const t = useT();
  return (
    <Table
      className="price-list"
      caption={t('public.priceList.comforterCaption')}
      rows={sizes}
      rowKey={(size) => size.id}
      columns={[
        { id: 'size', header: t('public.priceList.size'), cell: (size) => size.item },
        {
          id: 'regular',
          header: t('public.priceList.regular'),
          className: 'table__money',
          cell: (size) => formatCents(size.notDownCents),
        },
        {
          id: 'down',
          header: t('public.priceList.down'),
          className: 'table__money',
          cell: (size) => formatCents(size.downCents),
        },
      ]}
    />
  );
}
