import { BrowserRouter } from 'react-router-dom';
import { RouteError } from './features/layout/RouteError';
import { type ApiClients, ApiProvider } from './lib/ApiProvider';
import { AppRoutes } from './routes';

export function App({ clients }: { clients?: ApiClients }) {
  return (
    <ApiProvider clients={clients}>
      <BrowserRouter>
        <RouteError>
          <AppRoutes />
        </RouteError>
      </BrowserRouter>
    </ApiProvider>
  );
}
