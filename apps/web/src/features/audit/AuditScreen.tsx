import '../staffAdmin/staffAdmin.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { type RouterInputs, type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { DateFilterField } from '../../ui/fields/DateFilterField';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Table, type TableColumn } from '../../ui/Table';
import { STAFF_PAGE_SIZE } from '../staffAdmin/listView';
import { ShowMore } from '../staffAdmin/ShowMore';
import { fieldChanges } from './auditChanges';

type AuditEntry = RouterOutputs['audit']['list']['rows'][number];
type AuditKind = NonNullable<RouterInputs['audit']['list']['kind']>;

const KIND_LABELS: Record<AuditKind, string> = {
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

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <details className="staff-admin__changes">
      <summary>{changes.length === 1 ? '1 field' : `${changes.length} fields`}</summary>
      <ul>
        {changes.map((change) => (
          <li key={change.field}>
            <strong>{change.field}</strong>: {change.before ?? '—'} → {change.after ?? '—'}
          </li>
        ))}
      </ul>
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
  { id: 'action', header: 'Action', cell: (entry) => entry.action },
  {
    id: 'what',
    header: 'What',
    cell: (entry) => (
      <>
        {entry.summary}
        <Changes entry={entry} />
      </>
    ),
  },
];

/**
 * /app/audit (docs/rules/roles.md, Audit trail; SuperAdmin): every staff change to people, catalog and
 * settings, newest first, filtered by person, kind and New York dates, kept in the page address.
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
    if (next.person) out.set('person', next.person);
    if (next.kind) out.set('kind', next.kind);
    if (next.startDate) out.set('startDate', next.startDate);
    if (next.endDate) out.set('endDate', next.endDate);
    if (next.limit !== STAFF_PAGE_SIZE) out.set('limit', String(next.limit));
    setParams(out);
  };
  const filtered = Boolean(filter.person || filter.kind || filter.startDate || filter.endDate);

  return (
    <div className="container page staff-admin">
      <div className="staff-admin__head">
        <h1>Audit</h1>
      </div>
      <search aria-label="Filter the audit log">
        <div className="staff-admin__filters">
          <Select
            label="Person"
            placeholder="Anyone"
            value={filter.person}
            options={(actors.data ?? []).map((actor) => ({
              value: actor.id,
              label: actor.name ? `${actor.name} (${actor.email ?? ''})` : (actor.email ?? actor.id),
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
