import './routes.css';
import { newYorkToday } from '@laundry/pricing';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatDate } from '../ordering/dates';
import { ROUTE_KINDS, readRouteParams, routeParamsProblem, routeSheetPath } from './routeSheet';
import { Ticket, ticketFromStop } from './Ticket';

const TICKETS_FALLBACK = 'We could not load the tickets. Please try again.';

/**
 * /app/routes/tickets (docs/decisions/0085-route-sheet-printing.md, The ticket): one ticket / bag tag per stop of a
 * route sheet, in the sheet's order, printed at once, one to a page. Each ticket takes both windows from its order
 * (orders.get, batched into one request by the tRPC client).
 */
export function RouteTicketsScreen() {
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const params = readRouteParams(searchParams, newYorkToday(Date.now()));
  const problem = routeParamsProblem(params);
  useDocumentTitle('Route tickets');
  const sheet = useQuery({
    ...trpc.routes.sheet.queryOptions(params),
    enabled: problem === null,
  });
  const orders = useQueries({
    queries: (sheet.data?.stops ?? []).map((stop) => trpc.orders.get.queryOptions({ orderId: stop.orderId })),
  });
  const ordersLoading = orders.some((order) => order.isPending);
  const kindLabel = ROUTE_KINDS.find((kind) => kind.value === params.kind)!.label;

  return (
    <div className="container page route-tickets">
      <div className="route-tickets__head">
        <p>
          <Link to={routeSheetPath(params)}>← Back to the route sheet</Link>
        </p>
        <h1>Tickets</h1>
        {sheet.data ? (
          <p>
            {sheet.data.location.name} · {kindLabel} · {formatDate(sheet.data.date)} ·{' '}
            {sheet.data.stops.length === 1 ? '1 ticket' : `${sheet.data.stops.length} tickets`}
          </p>
        ) : null}
        <div className="button-row">
          <Button
            onClick={() => window.print()}
            disabled={!sheet.data || sheet.data.stops.length === 0 || ordersLoading}
          >
            Print tickets
          </Button>
        </div>
      </div>
      {problem ? (
        <Banner tone="error">
          <p>{problem}</p>
        </Banner>
      ) : null}
      {sheet.isError ? (
        <Banner tone="error">
          <p>{userMessage(sheet.error, TICKETS_FALLBACK)}</p>
        </Banner>
      ) : null}
      {sheet.isPending && problem === null ? <Spinner label="Loading the tickets…" /> : null}
      {sheet.data?.stops.length === 0 ? <p>There are no stops on this route, so no tickets.</p> : null}
      <div className="route-tickets__list">
        {sheet.data?.stops.map((stop, index) => (
          <Ticket key={stop.orderId} ticket={ticketFromStop(stop, params.kind, orders[index]?.data)} />
        ))}
      </div>
    </div>
  );
}
