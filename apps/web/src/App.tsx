import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { type ApiClients, ApiProvider } from './lib/ApiProvider';
import { createRouter } from './routes';

export function App({ clients }: { clients?: ApiClients }) {
  const [router] = useState(createRouter);
  return (
    <ApiProvider clients={clients}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
