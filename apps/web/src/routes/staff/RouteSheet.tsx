import { RouteSheetScreen } from '../../features/routes/RouteSheetScreen';

/** /app/routes: a store's pick-ups or deliveries of a day (issue 37; docs/decisions/0085-route-sheet-printing.md; staff). */
export function RouteSheet() {
  return <RouteSheetScreen />;
}
