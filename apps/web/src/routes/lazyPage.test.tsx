import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { PageFrame } from '../features/layout/PageFrame';
import { useScrollToTop } from '../features/layout/useScrollToTop';
import { lazyPage, usePageLoading } from './lazyPage';

/** A module whose loading the test finishes (or fails) when it chooses. */
function deferredModule<Area>() {
  const loads: Array<{ resolve: (area: Area) => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<Area>((resolve, reject) => {
      loads.push({ resolve, reject });
    });
  return { load, loads };
}

let navigate: NavigateFunction;
function Shell({ routes }: { routes: Parameters<typeof useRoutes>[0] }) {
  navigate = useNavigate();
  useScrollToTop();
  const loading = usePageLoading();
  return (
    <>
      {loading ? <p>page on its way</p> : null}
      {useRoutes(routes)}
    </>
  );
}

function Plain({ text }: { text: string }) {
  return <p>{text}</p>;
}

afterEach(() => vi.restoreAllMocks());

/** A home page that is always there and a specials page whose code the test delivers. */
function homeAndSpecials() {
  const area = deferredModule<{ Specials: () => React.JSX.Element }>();
  const routes = [
    {
      element: <PageFrame />,
      children: [
        { path: '/', element: <Plain text="Home" /> },
        { path: '/specials', ...lazyPage(area.load, 'Specials') },
      ],
    },
  ];
  return { area, routes };
}

test('the first page shows a spinner until its code arrives', async () => {
  const area = deferredModule<{ Prices: () => React.JSX.Element }>();
  const prices = lazyPage(area.load, 'Prices');
  render(
    <MemoryRouter initialEntries={['/prices']}>
      <Shell routes={[{ element: <PageFrame />, children: [{ path: '/prices', ...prices }] }]} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Loading page…')).toBeTruthy();
  await act(async () => area.loads[0]!.resolve({ Prices: () => <Plain text="Wash and fold" /> }));
  expect(await screen.findByText('Wash and fold')).toBeTruthy();
  expect(screen.queryByText('Loading page…')).toBeNull();
  // Loaded once: the handle settles at once and the module is not asked for again.
  await prices.handle.load();
  expect(area.loads).toHaveLength(1);
});

test('going to a page whose code is on its way keeps the page before on screen, with the progress bar', async () => {
  const { area, routes } = homeAndSpecials();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell routes={routes} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Home')).toBeTruthy();
  await act(async () => navigate('/specials'));
  expect(area.loads).toHaveLength(1);
  expect(screen.getByText('Home')).toBeTruthy();
  expect(screen.getByText('page on its way')).toBeTruthy();
  expect(screen.queryByText('Loading page…')).toBeNull();
  await act(async () => area.loads[0]!.resolve({ Specials: () => <Plain text="This week's specials" /> }));
  expect(await screen.findByText("This week's specials")).toBeTruthy();
  expect(screen.queryByText('Home')).toBeNull();
  expect(screen.queryByText('page on its way')).toBeNull();
});

test('a page whose code fails to load says so, inside the layout, and other pages still work', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { area, routes } = homeAndSpecials();
  render(
    <MemoryRouter initialEntries={['/specials']}>
      <Shell routes={routes} />
    </MemoryRouter>,
  );
  await act(async () => area.loads[0]!.reject(new Error('chunk failed')));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(
    screen.getByText(
      'This page could not be loaded. Please check your connection and refresh the page. If it keeps happening, call phone support, 8am to 10pm, 7 days a week.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
  // Asked for once: the failure is not retried in a loop.
  expect(area.loads).toHaveLength(1);

  await act(async () => navigate('/'));
  expect(await screen.findByText('Home')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});

test('a link to another page opens it at its top; a new query string or Back keeps the scroll', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/orders']}>
      <Shell
        routes={[
          { path: '/orders', element: <Plain text="Orders" /> },
          { path: '/customers', element: <Plain text="Customers" /> },
        ]}
      />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => navigate('/orders?status=placed'));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => navigate('/customers'));
  expect(await screen.findByText('Customers')).toBeTruthy();
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  await act(async () => navigate(-1));
  expect(await screen.findByText('Orders')).toBeTruthy();
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test('a link to #id scrolls to that element instead of the top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const scrolledTo: string[] = [];
  // jsdom lays nothing out and has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  render(
    <MemoryRouter initialEntries={['/support']}>
      <Shell
        routes={[
          { path: '/support', element: <Plain text="Support" /> },
          {
            path: '/pricing',
            element: (
              <>
                <Plain text="Pricing" />
                <h2 id="dry-cleaning">Dry cleaning</h2>
              </>
            ),
          },
        ]}
      />
    </MemoryRouter>,
  );
  await act(async () => navigate('/pricing#dry-cleaning'));
  expect(await screen.findByText('Pricing')).toBeTruthy();
  expect(scrolledTo).toEqual(['dry-cleaning']);
  expect(scrollTo).not.toHaveBeenCalled();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
