import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerInOneTask, neverAnswers } from '../../test/answerInOneTask';
import { renderWithApi } from '../../test/fakeApi';
import { nyCatalog } from '../../test/orderFixtures';
import { RegionPriceBlocks } from './RegionPriceBlocks';

// docs/decisions/0029-web-first-paint.md, Amended 2026-12-02: the price blocks render in a transition after the answer.
describe('RegionPriceBlocks', () => {
  it("draws a region's prices after the task in which the answer arrives, not in it", async () => {
    const { queryClient } = renderWithApi(<RegionPriceBlocks region="ny" />, {
      api: { 'catalog.pricing': neverAnswers },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');

    answerInOneTask(queryClient, 'catalog.pricing', nyCatalog());
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');
    expect(screen.queryByRole('heading', { name: 'Wash & Fold' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Wash & Fold' })).toBeTruthy();
    expect(screen.queryByText('Loading prices…')).toBeNull();
  });
});
