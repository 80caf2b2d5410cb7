import { RouteTicketsScreen } from '../../features/routes/RouteTicketsScreen';

/** /app/routes/tickets: a route's tickets, printed at once (docs/decisions/0085-route-sheet-printing.md; staff). */
export function RouteTickets() {
  return <RouteTicketsScreen />;
}
