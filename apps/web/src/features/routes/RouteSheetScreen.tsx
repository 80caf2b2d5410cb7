import './routes.css';
import { newYorkToday } from '@laundry/pricing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { orderDetailPath } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button, ButtonLink } from '../../ui/Button';
import { DateFilterField } from '../../ui/fields/DateFilterField';
import { telHref } from '../../ui/PhoneText';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useOrderChanges } from '../live/useOrderChanges';
import { formatDate } from '../ordering/dates';
import { useLocationChoices } from '../orders/useLocationChoices';
import {
  cityLine,
  groupByWindow,
  movedOrderIds,
  nextDay,
  ROUTE_KINDS,
  type RouteSheet,
  type RouteSheetParams,
  type RouteStop,
  readRouteParams,
  routeParamsProblem,
  routeTicketsPath,
  streetLine,
  weightText,
} from './routeSheet';

const RouteMap = lazy(() => import('./RouteMap'));

const SHEET_FALLBACK = 'We could not load the route sheet. Please try again.';
const REORDER_FALLBACK = 'We could not save the new order of the stops. Please try again.';
const LOCATIONS_FALLBACK = 'We could not load the stores. Please try again.';

/** The stops' order as the note under the title says it (docs/decisions/0085-route-sheet-printing.md). */
const ORDER_NOTES: Record<RouteSheet['order'], string> = {
  driving: 'Order: driving order',
  manual: 'Order: set by hand',
};

function distanceText(meters: number | null): string | null {
  if (meters === null) return null;
  return `About ${(meters / 1609.344).toFixed(1)} miles from the store and between the stops`;
}

function emptyText(kind: RouteSheetParams['kind']): string {
  return kind === 'pickup'
    ? 'No pick-ups for this store on this day.'
    : 'No deliveries for this store on this day.';
}

/** The map is an extra: when Leaflet or its chunk fails, the sheet stays and says so in one line. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="route-sheet__map-note">The map could not be shown.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * /app/routes (issue 37; docs/decisions/0085-route-sheet-printing.md): a store's pick-ups or deliveries of a day, in the
 * order routes.sheet gives (by window, then driving order from the store), under a heading per time window, with a map,
 * moves by hand (routes.reorder), and printing: the sheet as a clean list, and a ticket per stop on its own page.
 * The store, day and kind live in the address, so a reload or a shared link opens the same sheet.
 */
export function RouteSheetScreen() {
  const trpc = useTRPC();
  // Another person's change shows without a reload (docs/decisions/0088-live-order-screens.md).
  useOrderChanges();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = newYorkToday(Date.now());
  const tomorrow = nextDay(today);
  const asked = readRouteParams(searchParams, today);
  const stores = useLocationChoices(true);
  // A staff member of one store finds it chosen: the first store by name until another is picked.
  const locationId = asked.locationId || stores.choices[0]?.id || '';
  const params: RouteSheetParams = { ...asked, locationId };
  const store = stores.choices.find((choice) => choice.id === locationId) ?? null;
  // Until the stores have answered no store is chosen yet, and that is not a mistake to show.
  const problem = locationId === '' ? 'Please choose a store.' : routeParamsProblem(params);
  useDocumentTitle('Route sheet');

  const sheet = useQuery({
    ...trpc.routes.sheet.queryOptions(params),
    enabled: problem === null,
  });

  const change = (changes: Partial<RouteSheetParams>) => {
    const next = { ...params, ...changes };
    setSearchParams({ location: next.locationId, date: next.date, kind: next.kind });
  };

  const kindLabel = ROUTE_KINDS.find((kind) => kind.value === params.kind)!.label;
  const titleId = useId();

  return (
    <div className="container page route-sheet">
      <header className="route-sheet__head">
        <h1 id={titleId}>Route sheet</h1>
        <p className="route-sheet__subtitle" data-testid="route-sheet-subtitle">
          {store ? `${store.name} · ` : ''}
          {kindLabel}
          {problem === null ? ` · ${formatDate(params.date)}` : ''}
        </p>
      </header>

      <search className="route-sheet__controls" aria-label="Choose the route">
        <div className="route-sheet__fields">
          <Select
            label="Store"
            value={locationId}
            placeholder={stores.choices.length === 0 ? 'Loading the stores…' : undefined}
            options={stores.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
            onChange={(event) => change({ locationId: event.target.value })}
          />
          <DateFilterField
            label="Date"
            value={params.date}
            onChange={(date) => {
              // The sheet is always of one day: clearing the field keeps the day shown.
              if (date === '') return false;
              change({ date });
              return true;
            }}
          />
        </div>
        <fieldset className="route-sheet__quick" aria-label="Day">
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={params.date === today}
            onClick={() => change({ date: today })}
          >
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={params.date === tomorrow}
            onClick={() => change({ date: tomorrow })}
          >
            Tomorrow
          </Button>
        </fieldset>
        <fieldset className="route-sheet__kinds" aria-label="Stops">
          {ROUTE_KINDS.map((kind) => (
            <button
              key={kind.value}
              type="button"
              className="route-sheet__kind"
              aria-pressed={params.kind === kind.value}
              onClick={() => change({ kind: kind.value })}
            >
              {kind.label}
            </button>
          ))}
        </fieldset>
      </search>

      {stores.failed ? (
        <Banner tone="error">
          <p>{LOCATIONS_FALLBACK}</p>
        </Banner>
      ) : null}
      {locationId !== '' && problem ? (
        <Banner tone="error">
          <p>{problem}</p>
        </Banner>
      ) : null}
      {sheet.isError ? (
        <Banner tone="error">
          <p>{userMessage(sheet.error, SHEET_FALLBACK)}</p>
        </Banner>
      ) : null}
      {problem === null && sheet.isPending ? <Spinner label="Loading the route sheet…" /> : null}
      {sheet.data ? <SheetView sheet={sheet.data} params={params} /> : null}
    </div>
  );
}

function SheetView({ sheet, params }: { sheet: RouteSheet; params: RouteSheetParams }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [moved, setMoved] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const reorder = useMutation(
    trpc.routes.reorder.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.routes.sheet.queryKey(params), next);
      },
    }),
  );

  const move = (stop: RouteStop, by: -1 | 1) => {
    const orderIds = movedOrderIds(sheet.stops, stop.orderId, by);
    if (!orderIds) return;
    setMoved(null);
    reorder.mutate(
      { ...params, orderIds },
      {
        onSuccess: () => {
          setMoved(`Moved #${stop.orderNumber} ${by < 0 ? 'up' : 'down'}.`);
          // The focus stays with the moved stop: on the same button, or the other one when this one has no further to go.
          requestAnimationFrame(() => {
            const same = buttons.current.get(`${stop.orderId}:${by}`);
            const other = buttons.current.get(`${stop.orderId}:${-by}`);
            (same && !same.disabled ? same : other)?.focus();
          });
        },
      },
    );
  };

  const groups = groupByWindow(sheet.stops);
  const distance = distanceText(sheet.totalMeters);
  const mappable =
    (sheet.location.lat !== null && sheet.location.lng !== null) ||
    sheet.stops.some((stop) => stop.lat !== null && stop.lng !== null);

  return (
    <>
      <div className="route-sheet__summary">
        <p className="route-sheet__order-note" data-testid="route-order-note">
          {ORDER_NOTES[sheet.order]}
        </p>
        <p className="route-sheet__count">
          {sheet.stops.length === 1 ? '1 stop' : `${sheet.stops.length} stops`}
          {distance ? ` · ${distance}` : ''}
        </p>
        <p className="route-sheet__store-address">From {sheet.location.address}</p>
      </div>
      <div className="button-row route-sheet__actions">
        <Button variant="secondary" onClick={() => window.print()} disabled={sheet.stops.length === 0}>
          Print route
        </Button>
        {sheet.stops.length > 0 ? (
          <ButtonLink variant="secondary" to={routeTicketsPath(params)}>
            Print tickets
          </ButtonLink>
        ) : null}
      </div>
      <div role="status" className="visually-hidden">
        {moved}
      </div>
      {reorder.isError ? (
        <Banner tone="error" onDismiss={() => reorder.reset()}>
          <p>{userMessage(reorder.error, REORDER_FALLBACK)}</p>
        </Banner>
      ) : null}

      {sheet.stops.length === 0 ? (
        <p className="route-sheet__empty">{emptyText(params.kind)}</p>
      ) : (
        <div className="route-sheet__layout">
          <div className="route-sheet__list">
            {groups.map((group) => (
              <section
                key={group.hour}
                className="route-window"
                aria-labelledby={`route-window-${group.hour}`}
                data-testid="route-window"
              >
                <h2 id={`route-window-${group.hour}`} className="route-window__title">
                  {group.label}
                </h2>
                <ol className="route-window__stops">
                  {group.stops.map((stop) => (
                    <StopItem
                      key={stop.orderId}
                      stop={stop}
                      busy={reorder.isPending}
                      canMoveUp={movedOrderIds(sheet.stops, stop.orderId, -1) !== null}
                      canMoveDown={movedOrderIds(sheet.stops, stop.orderId, 1) !== null}
                      onMove={(by) => move(stop, by)}
                      buttonRef={(by, element) => buttons.current.set(`${stop.orderId}:${by}`, element)}
                    />
                  ))}
                </ol>
              </section>
            ))}
          </div>
          {mappable ? (
            <section className="route-sheet__map" aria-label="Map of the route">
              <MapBoundary>
                <Suspense fallback={<Spinner label="Loading the map…" />}>
                  <RouteMap sheet={sheet} />
                </Suspense>
              </MapBoundary>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}

interface StopItemProps {
  stop: RouteStop;
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (by: -1 | 1) => void;
  buttonRef: (by: -1 | 1, element: HTMLButtonElement | null) => void;
}

function StopItem({ stop, busy, canMoveUp, canMoveDown, onMove, buttonRef }: StopItemProps) {
  const titleId = useId();
  const weight = weightText(stop.weightLbs);
  return (
    <li className="route-stop" aria-labelledby={titleId} data-testid="route-stop">
      <div className="route-stop__number" aria-hidden="true">
        {stop.position}
      </div>
      <div className="route-stop__body">
        <h3 id={titleId} className="route-stop__title">
          <span className="visually-hidden">Stop {stop.position}: </span>
          <Link to={orderDetailPath(stop.orderId)}>#{stop.orderNumber}</Link> {stop.customerName}
        </h3>
        <p className="route-stop__line">
          <a href={telHref(stop.phone)}>{stop.phone}</a>
        </p>
        <p className="route-stop__line">
          <a
            href={stop.navigationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="route-stop__address"
          >
            {streetLine(stop.address)}, {cityLine(stop.address)}{' '}
            <span className="route-stop__navigate">· Navigate</span>
          </a>
        </p>
        {stop.instructions ? (
          <p className="route-stop__instructions">
            <strong>Instructions:</strong> {stop.instructions}
          </p>
        ) : null}
        <p className="route-stop__line route-stop__services">
          {stop.services.map((service) => service.label).join(', ')}
          {weight ? ` · ${weight}` : ''}
        </p>
      </div>
      <div className="route-stop__moves">
        <Button
          ref={(element) => buttonRef(-1, element)}
          variant="ghost"
          size="sm"
          aria-describedby={titleId}
          disabled={!canMoveUp || busy}
          onClick={() => onMove(-1)}
        >
          Move up
        </Button>
        <Button
          ref={(element) => buttonRef(1, element)}
          variant="ghost"
          size="sm"
          aria-describedby={titleId}
          disabled={!canMoveDown || busy}
          onClick={() => onMove(1)}
        >
          Move down
        </Button>
      </div>
    </li>
  );
}
