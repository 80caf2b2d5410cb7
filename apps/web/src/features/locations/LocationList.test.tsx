import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerInOneTask, neverAnswers } from '../../test/answerInOneTask';
import { STORES } from '../../test/catalogFixtures';
import { renderWithApi } from '../../test/fakeApi';
import { LocationList } from './LocationList';

// docs/decisions/0029-web-first-paint.md, Amended 2026-12-02: the cards render in a transition after the answer.
describe('LocationList', () => {
  it('draws the stores after the task in which the answer arrives, not in it', async () => {
    const { queryClient } = renderWithApi(<LocationList />, {
      api: { 'catalog.locations.list': neverAnswers },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading locations…');

    answerInOneTask(queryClient, 'catalog.locations.list', STORES);
    const list = screen.getByRole('list', { name: 'Locations' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('heading', { name: 'Chelsea' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: '(212) 555-0101' }).getAttribute('href')).toBe(
      'tel:+12125550101',
    );
  });
});
