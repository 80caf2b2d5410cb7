import '../staffLists/staffLists.css';
import './audit.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { type RouterInputs, type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { orderDetailPath } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { DateFilterField } from '../../ui/fields/DateFilterField';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Table, type TableColumn } from '../../ui/Table';
import { ListSearch } from '../staffLists/ListSearch';
import { STAFF_PAGE_SIZE } from '../staffLists/listView';
import { ShowMore } from '../staffLists/ShowMore';

type AuditEntry = RouterOutputs['audit']['list']['rows'][number];
type AuditLine = AuditEntry['lines'][number];
type AuditKind = NonNullable<RouterInputs['audit']['list']['kind']>;

const KIND_LABELS: Record<AuditKind, string> = {
  order: 'Orders and payments',
  user: 'Users',
  customer: 'Customers',
  location: 'Locations',
  special: 'Specials',
  zip: 'Served zip codes',
  settings: 'Settings',
  priceList: 'Price lists',
};
const AUDIT_KINDS = Object.keys(KIND_LABELS) as AuditKind[];
const AUDIT_ERROR = 'There was an error getting the audit log.';
/** Longer entries (an added customer, a deleted special) fold their lines away. */
const LINES_SHOWN = 4;
const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readFilter(params: URLSearchParams) {
  const date = (name: string) => (ISO_DATE.test(params.get(name) ?? '') ? params.get(name)! : '');
  const person = params.get('person') ?? '';
  const kind = params.get('kind') ?? '';
  const limit = Number(params.get('limit'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    person: UUID.test(person) ? person : '',
    kind: (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : ('' as const),
    startDate: date('startDate'),
    endDate: date('endDate'),
    limit:
      Number.isInteger(limit) && limit > 0 && limit % STAFF_PAGE_SIZE === 0 && limit <= 975
        ? limit
        : STAFF_PAGE_SIZE,
  };
}

function LineText({ line }: { line: AuditLine }) {
  return 'value' in line ? (
    <>
      <strong>{line.field}</strong>: {line.value}
    </>
  ) : (
    <>
      <strong>{line.field}</strong>: {line.before} → {line.after}
    </>
  );
}

/** What an entry changed, one line a field, in the screen's words (the server words them). */
function Lines({ entry }: { entry: AuditEntry }) {
  if (entry.lines.length === 0) return null;
  const list = (
    <ul className="audit__lines">
      {entry.lines.map((line, index) => (
        // A field may repeat (a schedule's windows); its place in the entry keeps the key unique.
        <li key={`${index}-${line.field}`}>
          <LineText line={line} />
        </li>
      ))}
    </ul>
  );
  if (entry.lines.length <= LINES_SHOWN) return list;
  return (
    <details className="staff-admin__changes">
      <summary>{`${entry.lines.length} fields`}</summary>
      {list}
    </details>
  );
}

const columns: TableColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'When',
    className: 'staff-admin__nowrap',
    cell: (entry) => when.format(new Date(entry.at)),
  },
  { id: 'who', header: 'Who', cell: (entry) => entry.actor?.name ?? entry.actor?.email ?? '—' },
  { id: 'kind', header: 'Kind', cell: (entry) => KIND_LABELS[entry.kind] ?? entry.kind },
  { id: 'action', header: 'Action', cell: (entry) => entry.actionLabel },
  {
    id: 'what',
    header: 'What',
    cell: (entry) => (
      <>
        {entry.order ? <Link to={orderDetailPath(entry.order.id)}>{entry.summary}</Link> : entry.summary}
        <Lines entry={entry} />
      </>
    ),
  },
];

/**
 * /app/audit (docs/rules/roles.md, Audit trail; SuperAdmin): every staff change to people, catalog and settings,
 * and every staff action on an order (status, location, edit, reschedule, charge, refund, cancel), newest first,
 * in plain words; searched by order number or by the name or e-mail of who made the change, filtered by person,
 * kind and New York dates, all kept in the page address.
 */
export function AuditScreen() {
  useDocumentTitle('Audit');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const actors = useQuery(trpc.audit.actors.queryOptions());
  const query = useQuery(
    trpc.audit.list.queryOptions(
      {
        search: filter.search || undefined,
        actorUserId: filter.person || undefined,
        kind: filter.kind || undefined,
        startDate: filter.startDate || undefined,
        endDate: filter.endDate || undefined,
        limit: filter.limit,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const set = (changes: Partial<ReturnType<typeof readFilter>>) => {
    const next = { ...filter, limit: STAFF_PAGE_SIZE, ...changes };
    const out = new URLSearchParams();
    if (next.search) out.set('search', next.search);
    if (next.person) out.set('person', next.person);
    if (next.kind) out.set('kind', next.kind);
    if (next.startDate) out.set('startDate', next.startDate);
    if (next.endDate) out.set('endDate', next.endDate);
    if (next.limit !== STAFF_PAGE_SIZE) out.set('limit', String(next.limit));
    setParams(out);
  };
  const filtered = Boolean(
    filter.search || filter.person || filter.kind || filter.startDate || filter.endDate,
  );

  return (
    <div className="container page staff-admin">
      <div className="staff-admin__head">
        <h1>Audit</h1>
      </div>
      <ListSearch
        label="Search the audit log"
        hint="An order number, or the name or e-mail of who made the change"
        value={filter.search}
        onSearch={(search) => set({ search })}
      />
      <search aria-label="Filter the audit log">
        <div className="staff-admin__filters">
          <Select
            label="Person"
            placeholder="Anyone"
            value={filter.person}
            options={(actors.data ?? []).map((actor) => ({
              value: actor.id ?? '',
              label: actor.name ? `${actor.name} (${actor.email ?? ''})` : (actor.email ?? actor.id ?? ''),
            }))}
            onChange={(event) => set({ person: event.target.value })}
          />
          <Select
            label="Kind"
            placeholder="Any kind"
            value={filter.kind}
            options={AUDIT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
            onChange={(event) => set({ kind: event.target.value as AuditKind | '' })}
          />
          <DateFilterField
            label="From"
            value={filter.startDate}
            max={filter.endDate || undefined}
            onChange={(date) => set({ startDate: date })}
          />
          <DateFilterField
            label="To"
            value={filter.endDate}
            min={filter.startDate || undefined}
            onChange={(date) => set({ endDate: date })}
          />
          {filtered ? (
            <Button variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </Button>
          ) : null}
        </div>
      </search>
      {query.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(query.error, AUDIT_ERROR)}</p>
        </Banner>
      ) : query.isPending ? (
        <Spinner label="Loading the audit log…" />
      ) : (
        <>
          <Table
            cards
            caption="Audit log"
            columns={columns}
            rows={query.data.rows}
            rowKey={(entry) => entry.id}
            empty={filtered ? 'No changes match these filters.' : 'No staff changes yet.'}
          />
          <ShowMore
            rowCount={query.data.rows.length}
            hasMore={query.data.hasMore}
            busy={query.isFetching}
            onMore={() => set({ limit: filter.limit + STAFF_PAGE_SIZE })}
          />
        </>
      )}
    </div>
  );
}
