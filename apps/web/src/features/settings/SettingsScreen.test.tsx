import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeApi, renderWithApi } from '../../test/fakeApi';
import { answerWithoutMessage, inputsTo, staffSettingsData } from '../../test/staffSettings';
import { SettingsScreen } from './SettingsScreen';

// docs/rules/settings.md, What a region has and The screen. The texts are the spec's, written out.

function renderScreen(api: FakeApi) {
  return renderWithApi(<SettingsScreen region="ny" title="Settings" />, { api, route: '/app/settings' });
}

describe('the settings screen', () => {
  it('reads its region’s settings and shows the twelve sections in the spec’s order, read-only', async () => {
    const { calls } = renderScreen({ 'settings.get': () => staffSettingsData() });
    await screen.findByRole('heading', { name: 'Disable Ordering' });
    expect(inputsTo(calls, 'settings.get')).toEqual([{ region: 'ny' }]);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Disable Ordering',
      'Time Windows',
      'Minimum Delivery Amounts ($)',
      'Minimum Delivery Days',
      'Wash & Fold Settings',
      'Organic Wash & Fold Settings',
      'Wash & Fold Products',
      'Wash & Press Services',
      'Dry Clean Services',
      'Tailoring Services',
      'Comforter Services',
      'Eligible Zip Codes',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Time Windows' }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says ordering is disabled, with the configured message', async () => {
    const data = staffSettingsData();
    data.settings.disableOrdering = true;
    data.settings.disableOrderingMessage = 'Closed for the holidays.';
    renderScreen({ 'settings.get': () => data });
    expect(await screen.findByText('Ordering is disabled.')).toBeTruthy();
    expect(screen.getAllByText('Closed for the holidays.').length).toBeGreaterThan(0);
  });

  it("says 'Error getting settings.' when they cannot be read", async () => {
    renderScreen({
      'settings.get': () => {
        throw answerWithoutMessage();
      },
    });
    expect(await screen.findByText('Error getting settings.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
  });

  it("says 'Cache has been cleared.' after Clear Cache", async () => {
    renderScreen({ 'settings.get': () => staffSettingsData() });
    await screen.findByRole('heading', { name: 'Disable Ordering' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache' }));
    expect(await screen.findByText('Cache has been cleared.')).toBeTruthy();
  });

  it('after a section’s save: reads the settings again, closes the edit mode and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen({
      'settings.get': () => staffSettingsData(),
      'settings.updateTimeWindows': () => ({}),
    });
    await screen.findByRole('heading', { name: 'Disable Ordering' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Time Windows' }));
    const panel = within(screen.getByRole('region', { name: 'Time Windows' }));
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    await waitFor(() => expect(inputsTo(calls, 'settings.get')).toHaveLength(2));
  });
});
