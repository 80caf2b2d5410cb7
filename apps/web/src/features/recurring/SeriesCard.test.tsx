import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { MySeries } from './MySeries';
import type { Series } from './SeriesCard';

// docs/decisions/0094-recurring-series.md: the account page's repeating pick-ups, and what a customer does with them.

const ID = '5b7e7f0e-0000-4000-8000-0000000000f1';
const series = (over: Partial<Series> = {}): Series => ({
  id: ID,
  userId: '5b7e7f0e-0000-4000-8000-0000000000f2',
  status: 'active',
  everyWeeks: 1,
  weekday: 4,
  pickUpHour: 12,
  deliveryHour: 14,
  region: 'ny',
  services: ['washFold'],
  address: '350 5th Ave, New York 10001',
  sourceOrderId: null,
  comingDates: [
    { date: '2026-12-10', orderId: null, orderNumber: null },
    { date: '2026-12-17', orderId: null, orderNumber: null },
  ],
  skippedDates: [],
  createdAt: '2026-12-01T14:00:00.000Z',
  ...over,
});

// jsdom has no modal dialogs: opened and closed by their attribute here, and put back after.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

function renderList(api: Record<string, (input: unknown) => unknown>) {
  return renderWithApi(<MySeries />, {
    route: '/app/account',
    api: { 'recurring.list': () => [series()], ...api },
  });
}

describe("the account page's repeating pick-ups", () => {
  it('shows the cadence, day, window and coming dates', async () => {
    renderList({});
    const section = await screen.findByRole('region', { name: 'Repeating pick-ups' });
    expect(within(section).getByRole('heading', { name: 'Every week on Thursday, 12-1pm' })).toBeTruthy();
    const dates = within(section).getByRole('list', { name: 'Coming pick-ups' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thursday, December 10 Skip', 'Thursday, December 17 Skip']);
  });

  it('skips one date, pauses, and ends after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderList({
      'recurring.skip': () => ({ skippedDate: '2026-12-17', series: series() }),
      'recurring.pause': () => series({ status: 'paused' }),
      'recurring.end': () => series({ status: 'ended' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Skip Thursday, December 17' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'recurring.end')).toHaveLength(1));
    expect(calls.filter((c) => c.path !== 'recurring.list').map((c) => [c.path, c.input])).toEqual([
      ['recurring.skip', { id: ID, date: '2026-12-17' }],
      ['recurring.pause', { id: ID, paused: true }],
      ['recurring.end', { id: ID }],
    ]);
  });

  it("shows the server's refusal in its own words", async () => {
    const user = userEvent.setup();
    renderList({
      'recurring.skip': () => {
        throw apiError('Please choose one of the coming pick-up dates.', { appCode: 'BAD_INPUT' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Skip Thursday, December 10' }));
    expect(await screen.findByText('Please choose one of the coming pick-up dates.')).toBeTruthy();
  });
});
