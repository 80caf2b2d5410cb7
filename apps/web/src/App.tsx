import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from './lib/ApiProvider';
import { createRouter } from './routes';

export function App() {
  const [router] = useState(createRouter);
  return (
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
