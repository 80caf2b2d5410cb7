import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerInOneTask, neverAnswers } from '../../test/answerInOneTask';
import { renderWithApi } from '../../test/fakeApi';
import { SpecialsGrid } from './SpecialsGrid';

const NO_SERVICES = {
  washFold: false,
  organicWashFold: false,
  dryClean: false,
  washPress: false,
  tailoring: false,
  comforter: false,
};

/** Two current specials, as catalog.specials.list answers the public. */
const SPECIALS = [
  {
    id: '5b7e7f0e-0000-4000-8000-0000000000a1',
    name: 'Fall refresh',
    code: 'FALL20',
    expirationDate: '2026-12-31',
    firstTimeOnly: false,
    percentDiscount: 20,
    promotionalPriceCents: null,
    discountAmountCents: null,
    services: NO_SERVICES,
    tailoringItems: {},
    dryCleanItems: {},
    description: '',
  },
  {
    id: '5b7e7f0e-0000-4000-8000-0000000000a2',
    name: 'Welcome',
    code: 'HELLO',
    expirationDate: '2027-01-31',
    firstTimeOnly: true,
    percentDiscount: null,
    promotionalPriceCents: null,
    discountAmountCents: 1000,
    services: NO_SERVICES,
    tailoringItems: {},
    dryCleanItems: {},
    description: '',
  },
];

// docs/decisions/0029-web-first-paint.md, Amended 2026-12-02: the cards render in a transition after the answer.
describe('SpecialsGrid', () => {
  it('draws the cards after the task in which the answer arrives, not in it', async () => {
    const { queryClient } = renderWithApi(<SpecialsGrid />, {
      api: { 'catalog.specials.list': neverAnswers },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading specials…');

    answerInOneTask(queryClient, 'catalog.specials.list', SPECIALS);
    expect(screen.getByRole('status').textContent).toBe('Loading specials…');
    expect(screen.queryByRole('list', { name: 'Current specials' })).toBeNull();

    const grid = await screen.findByRole('list', { name: 'Current specials' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('heading', { name: 'Fall refresh' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
