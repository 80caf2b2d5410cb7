import { settingsSectionInput } from '@laundry/validators/settingsForms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderWithApi } from '../../../test/fakeApi';
import {
  answerWithoutMessage,
  floridaSettingsData,
  inputsTo,
  staffSettingsData,
  staleAnswer,
} from '../../../test/staffSettings';
import { TimeWindowsSection } from './TimeWindowsSection';

// docs/rules/settings.md, Time windows; The screen; Saving a section. The texts are the spec's, written out.
const PROCEDURE = 'settings.updateTimeWindows';
const STALE =
  'These settings were changed by someone else after you opened them, so your changes were not saved. Please reload them and make your changes again.';

function renderSection(editing: boolean, api: FakeApi = {}, data = staffSettingsData()) {
  const onSaved = vi.fn();
  const view = renderWithApi(<TimeWindowsSection data={data} editing={editing} onSaved={onSaved} />, {
    api: { 'settings.get': () => data, ...api },
  });
  return { ...view, onSaved };
}

const select = (label: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^${label}`) });

describe('the Time Windows settings section', () => {
  it('shows the stored windows by their labels', () => {
    renderSection(false);
    const shown = Object.fromEntries(
      [...document.querySelectorAll('.settings-values__row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(shown).toEqual({
      'First pick-up': '8-9am',
      'Last pick-up': '7-8pm',
      'First delivery': '9-10am',
      'Last delivery': '8-9pm',
      'First same-day pick-up': '10-11am',
      'Last same-day pick-up': '12-1pm',
      'First same-day delivery': '5-6pm',
      // docs/decisions/0094-recurring-series.md
      'Book repeating pick-ups ahead': '5 days',
    });
  });

  it('starts the form from the stored hours and offers 7-8am to 9-10pm', () => {
    renderSection(true);
    expect(select('First pick-up').value).toBe('8');
    expect(select('First same-day delivery').value).toBe('17');
    const options = [...select('Last delivery').options].map((option) => option.textContent);
    expect(options[0]).toBe('Select One');
    expect(options.slice(1)).toHaveLength(15);
    expect([options[1], options.at(-1)]).toEqual(['7-8am', '9-10pm']);
    // Repeating pick-ups: 1 to 7 days ahead (docs/decisions/0094-recurring-series.md).
    const lead = select('Book repeating pick-ups ahead');
    expect(lead.value).toBe('5');
    expect([...lead.options].map((option) => option.textContent)).toEqual([
      '1 day',
      '2 days',
      '3 days',
      '4 days',
      '5 days',
      '6 days',
      '7 days',
    ]);
  });

  it('sends the seven hours as numbers, with the region and the version it loaded, and closes', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderSection(true, { [PROCEDURE]: () => ({}) });
    await user.selectOptions(select('Last pick-up'), '9-10pm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, PROCEDURE);
    expect(sent).toEqual([
      {
        region: 'ny',
        version: 7,
        values: {
          firstPickUp: 8,
          lastPickUp: 21,
          firstDelivery: 9,
          lastDelivery: 20,
          firstSameDayPickUp: 10,
          lastSameDayPickUp: 12,
          firstSameDayDelivery: 17,
          recurringLeadDays: 5,
        },
      },
    ]);
    expect(settingsSectionInput('timeWindows').safeParse(sent[0]).success).toBe(true);
  });

  it('saves Florida’s record, at its version, on the Florida screen', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderSection(true, { [PROCEDURE]: () => ({}) }, floridaSettingsData());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(inputsTo(calls, PROCEDURE)).toEqual([expect.objectContaining({ region: 'fl', version: 3 })]);
  });

  it('refuses a first window after its last, naming the last, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderSection(true, { [PROCEDURE]: () => ({}) });
    await user.selectOptions(select('First same-day pick-up'), '1-2pm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The first time window must not be after the last.')).toBeTruthy();
    expect(select('Last same-day pick-up').getAttribute('aria-invalid')).toBe('true');
    expect(inputsTo(calls, PROCEDURE)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a window left at 'Select One' and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(true, { [PROCEDURE]: () => ({}) });
    await user.selectOptions(select('First delivery'), 'Select One');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a time window.')).toBeTruthy();
    expect(inputsTo(calls, PROCEDURE)).toEqual([]);
  });

  it('shows the stale-save refusal and stays open', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderSection(true, {
      [PROCEDURE]: () => {
        throw staleAnswer(STALE);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows 'Error updating times.' when a save fails without a message of the server's", async () => {
    const user = userEvent.setup();
    const { onSaved } = renderSection(true, {
      [PROCEDURE]: () => {
        throw answerWithoutMessage();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating times.')).toBeTruthy();
    expect(screen.queryByText('Input validation failed')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
