import { DEFAULT_REGIONAL_SETTINGS } from '@laundry/pricing';
import { SETTINGS_MESSAGES } from '@laundry/validators/settingsForms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi } from '../../../test/fakeApi';
import type { SectionProps } from '../useStaffSettings';
import { DisableOrderingSection } from './DisableOrderingSection';

const MESSAGE_REQUIRED = 'Please enter the message customers will see while ordering is disabled.';

function sectionProps(editing: boolean, onSaved = () => {}): SectionProps {
  const settings = {
    ...DEFAULT_REGIONAL_SETTINGS.ny,
    disableOrdering: false,
    disableOrderingMessage: '',
    version: 4,
  };
  return { data: { region: 'ny', settings } as unknown as SectionProps['data'], editing, onSaved };
}

/** docs/rules/settings.md, The screen: the Disable Ordering section, read and edited. */
describe('the Disable Ordering settings section', () => {
  it('shows the switch and the message when not editing', () => {
    renderWithApi(<DisableOrderingSection {...sectionProps(false)} />, { api: {} });
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('refuses a pause without a message, then saves the version it loaded and closes', async () => {
    const onSaved = vi.fn();
    const { calls } = renderWithApi(<DisableOrderingSection {...sectionProps(true, onSaved)} />, {
      api: { 'settings.updateDisableOrdering': () => ({}) },
    });
    await userEvent.click(screen.getByLabelText('Disable ordering'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGE_REQUIRED)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'settings.updateDisableOrdering')).toHaveLength(0);

    await userEvent.type(
      screen.getByLabelText('Message shown while ordering is disabled'),
      'Back on Monday.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(
      calls.filter((call) => call.path === 'settings.updateDisableOrdering').map((c) => c.input),
    ).toEqual([
      {
        region: 'ny',
        version: 4,
        values: { disableOrdering: true, disableOrderingMessage: 'Back on Monday.' },
      },
    ]);
  });

  it('shows the server’s stale-save refusal and stays open', async () => {
    const onSaved = vi.fn();
    renderWithApi(<DisableOrderingSection {...sectionProps(true, onSaved)} />, {
      api: {
        'settings.updateDisableOrdering': () => {
          throw apiError(SETTINGS_MESSAGES.stale, { code: 'CONFLICT', httpStatus: 409, appCode: 'CONFLICT' });
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.stale)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
