import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { MyPreferences } from './MyPreferences';

// docs/decisions/0093-customer-preferences.md: the Account screen's preferences, saved for every new order.

/** Opens the form with "Change preferences" (closed until asked for, so the account keeps one form open at a time). */
const form = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Change preferences' }));
  return within(await screen.findByRole('form', { name: 'Your preferences' }));
};
const value = (f: Awaited<ReturnType<typeof form>>, label: string) =>
  (f.getByLabelText(label) as HTMLSelectElement | HTMLTextAreaElement).value;

describe('the Account screen’s preferences', () => {
  it('starts from the defaults when none are saved, and saves what the customer chose', async () => {
    const { calls } = renderWithApi(<MyPreferences />, {
      api: {
        'preferences.mine': () => null,
        'preferences.save': (input) => input,
      },
    });
    expect(await screen.findByText('None saved yet.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your preferences' })).toBeNull();
    const f = await form();
    expect(
      ['Detergent', 'Fabric softener', 'Starch', 'Creases', 'Hung or folded', 'Standing note'].map((label) =>
        value(f, label),
      ),
    ).toEqual(['regular', 'no', 'none', 'no', 'folded', '']);
    fireEvent.change(f.getByLabelText('Detergent'), { target: { value: 'eco' } });
    fireEvent.change(f.getByLabelText('Fabric softener'), { target: { value: 'yes' } });
    fireEvent.change(f.getByLabelText('Starch'), { target: { value: 'heavy' } });
    fireEvent.change(f.getByLabelText('Hung or folded'), { target: { value: 'hung' } });
    fireEvent.change(f.getByLabelText('Standing note'), { target: { value: 'Ring twice' } });
    fireEvent.click(f.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences have been saved.')).toBeTruthy();
    // Saved, the form closes on what was saved, one line each.
    expect(screen.queryByRole('form', { name: 'Your preferences' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Your preferences' })).getAllByRole('listitem')[0]?.textContent,
    ).toBe('Detergent: Eco');
    expect(calls.find((call) => call.path === 'preferences.save')?.input).toEqual({
      detergent: 'eco',
      fabricSoftener: true,
      starch: 'heavy',
      creases: false,
      finish: 'hung',
      note: 'Ring twice',
    });
  });

  it('shows the saved ones, and the server’s refusal in its words', async () => {
    renderWithApi(<MyPreferences />, {
      api: {
        'preferences.mine': () => ({
          detergent: 'hypoallergenic',
          fabricSoftener: false,
          starch: 'light',
          creases: true,
          finish: 'hung',
          note: 'Cold wash',
        }),
        'preferences.save': () => {
          throw apiError('The note must be at most 500 characters.', { appCode: 'BAD_INPUT' });
        },
      },
    });
    expect(await screen.findByText('Note: Cold wash')).toBeTruthy();
    const f = await form();
    expect(value(f, 'Detergent')).toBe('hypoallergenic');
    expect(value(f, 'Creases')).toBe('yes');
    expect(value(f, 'Standing note')).toBe('Cold wash');
    fireEvent.click(f.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('The note must be at most 500 characters.')).toBeTruthy();
    expect(screen.queryByText('Your preferences have been saved.')).toBeNull();
    // Refused, the form stays open with what was typed; Close leaves it as it was.
    fireEvent.click(f.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Your preferences' })).toBeNull();
    expect(screen.getByText('Detergent: Hypoallergenic')).toBeTruthy();
  });
});
