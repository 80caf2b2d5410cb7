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
import { FieldsSection } from './FieldsSection';
import type { FieldSection } from './sectionConfig';

// Sections 3 to 6 of docs/rules/settings.md (The screen; Values and their checks; Saving a section). The texts are
// the spec's and docs/rules/messages.md's, written out.
const STALE =
  'These settings were changed by someone else after you opened them, so your changes were not saved. Please reload them and make your changes again.';
const AMOUNT = 'Please enter a valid amount.';
const POUNDS = 'Please enter pounds as digits with up to 2 decimals.';
const DAYS = 'Please enter a whole number of days from 0 to 30.';

interface Case {
  section: FieldSection;
  procedure: string;
  /** Each field's label and the stored figure as the read-only view shows it. */
  shown: Record<string, string>;
  /** The field changed, what is typed, and every form value then sent. */
  change: { label: string; typed: string; values: Record<string, string> };
  /** Bad values typed into a field, each with the rule's text. */
  refused: ReadonlyArray<{ label: string; typed: string; message: string }>;
  /** What the section says when a save fails without a message of the server's. */
  failed: string;
}

const CASES: Case[] = [
  {
    section: 'minDelivery',
    procedure: 'settings.updateMinDelivery',
    shown: {
      'Wash & Fold minimum ($)': '$25.00',
      'Organic Wash & Fold minimum ($)': '$32.00',
      'Wash & Press minimum ($)': '$40.00',
      'Dry Clean minimum ($)': '$45.00',
      'Tailoring minimum ($)': '$50.00',
      'Comforter minimum ($)': '$55.00',
    },
    change: {
      label: 'Dry Clean minimum ($)',
      typed: '47.5',
      values: {
        washFoldMinDelivery: '25.00',
        organicWashFoldMinDelivery: '32.00',
        washPressMinDelivery: '40.00',
        dryCleanMinDelivery: '47.5',
        tailoringMinDelivery: '50.00',
        comforterMinDelivery: '55.00',
      },
    },
    refused: [
      { label: 'Tailoring minimum ($)', typed: '1.455', message: AMOUNT },
      { label: 'Comforter minimum ($)', typed: '$3', message: AMOUNT },
      { label: 'Wash & Press minimum ($)', typed: '100000.01', message: AMOUNT },
    ],
    failed: 'Error updating minimum delivery.',
  },
  {
    section: 'minDeliveryDays',
    procedure: 'settings.updateMinDeliveryDays',
    shown: {
      'Wash & Fold minimum days': '1 business day',
      'Organic Wash & Fold minimum days': '2 business days',
      'Wash & Press minimum days': '3 business days',
      'Dry Clean minimum days': '4 business days',
      'Tailoring minimum days': '5 business days',
      'Comforter minimum days': '6 business days',
    },
    change: {
      label: 'Wash & Press minimum days',
      typed: '0',
      values: {
        washFoldMinDeliveryDays: '1',
        organicWashFoldMinDeliveryDays: '2',
        washPressMinDeliveryDays: '0',
        dryCleanMinDeliveryDays: '4',
        tailoringMinDeliveryDays: '5',
        comforterMinDeliveryDays: '6',
      },
    },
    refused: [
      { label: 'Tailoring minimum days', typed: '31', message: DAYS },
      { label: 'Comforter minimum days', typed: '2.5', message: DAYS },
    ],
    failed: 'Error updating minimum delivery days.',
  },
  {
    section: 'washFold',
    procedure: 'settings.updateWashFold',
    shown: {
      'Wash & Fold up to X lbs': '20 lbs',
      'Wash & Fold per lb ($)': '$1.45',
      'Wash & Fold minimum price ($)': '$29.00',
      'Self drop-off minimum (lbs)': '10 lbs',
      'Self drop-off price of the minimum ($)': '$15.00',
      'Self drop-off per extra lb ($)': '$1.25',
    },
    change: {
      label: 'Wash & Fold per lb ($)',
      typed: '1.5',
      values: {
        washFoldUpToXLbs: '20',
        washFoldPerLb: '1.5',
        washFoldMinimumPrice: '29.00',
        selfDropOffMinimumLbs: '10',
        selfDropOffBasePrice: '15.00',
        selfDropOffPerLb: '1.25',
      },
    },
    refused: [
      { label: 'Wash & Fold up to X lbs', typed: '1000.5', message: POUNDS },
      { label: 'Self drop-off minimum (lbs)', typed: '7.125', message: POUNDS },
      { label: 'Self drop-off per extra lb ($)', typed: '1,45', message: AMOUNT },
    ],
    failed: 'Error updating settings.',
  },
  {
    section: 'organicWashFold',
    procedure: 'settings.updateOrganicWashFold',
    shown: {
      'Organic up to X lbs': '15.5 lbs',
      'Organic per lb ($)': '$1.75',
      'Organic minimum price ($)': '$33.00',
      'Self drop-off organic per extra lb ($)': '$1.50',
    },
    change: {
      label: 'Organic up to X lbs',
      typed: '18.25',
      values: {
        organicWashFoldUpToXLbs: '18.25',
        organicWashFoldPerLb: '1.75',
        organicWashFoldMinimumPrice: '33.00',
        selfDropOffOrganicPerLb: '1.50',
      },
    },
    refused: [
      { label: 'Organic per lb ($)', typed: '-1', message: AMOUNT },
      { label: 'Organic up to X lbs', typed: 'twenty', message: POUNDS },
    ],
    failed: 'Error updating settings.',
  },
];

function renderSection(
  section: FieldSection,
  editing: boolean,
  api: FakeApi = {},
  data = staffSettingsData(),
) {
  const onSaved = vi.fn();
  const view = renderWithApi(
    <FieldsSection section={section} data={data} editing={editing} onSaved={onSaved} />,
    { api: { 'settings.get': () => data, ...api } },
  );
  return { ...view, onSaved };
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe.each(CASES)(
  'the $section settings section',
  ({ section, procedure, shown, change, refused, failed }) => {
    it('shows every stored figure with its unit', () => {
      renderSection(section, false);
      const rows = Object.fromEntries(
        [...document.querySelectorAll('.settings-values__row')].map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('dd')?.textContent,
        ]),
      );
      expect(rows).toEqual(shown);
    });

    it('sends the form’s values as typed, with the region and the version it loaded, and closes', async () => {
      const user = userEvent.setup();
      const { calls, onSaved } = renderSection(section, true, { [procedure]: () => ({}) });
      await user.clear(field(change.label));
      await user.type(field(change.label), change.typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      const sent = inputsTo(calls, procedure);
      expect(sent).toEqual([{ region: 'ny', version: 7, values: change.values }]);
      // What the procedure takes (the server checks the same values with the same schema).
      expect(settingsSectionInput(section).safeParse(sent[0]).success).toBe(true);
    });

    it('saves Florida’s record, at its version, on the Florida screen', async () => {
      const user = userEvent.setup();
      const { calls, onSaved } = renderSection(
        section,
        true,
        { [procedure]: () => ({}) },
        floridaSettingsData(),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(inputsTo(calls, procedure)).toEqual([expect.objectContaining({ region: 'fl', version: 3 })]);
    });

    it.each(refused)('refuses $typed in $label with the rule’s words and sends nothing', async (bad) => {
      const user = userEvent.setup();
      const { calls, onSaved } = renderSection(section, true, { [procedure]: () => ({}) });
      await user.clear(field(bad.label));
      await user.type(field(bad.label), bad.typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(bad.message)).toBeTruthy();
      expect(field(bad.label).getAttribute('aria-invalid')).toBe('true');
      expect(inputsTo(calls, procedure)).toEqual([]);
      expect(onSaved).not.toHaveBeenCalled();
    });

    it('shows the stale-save refusal and stays open', async () => {
      const user = userEvent.setup();
      const { onSaved } = renderSection(section, true, {
        [procedure]: () => {
          throw staleAnswer(STALE);
        },
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(STALE)).toBeTruthy();
      expect(onSaved).not.toHaveBeenCalled();
    });

    it(`shows '${failed}' when a save fails without a message of the server's`, async () => {
      const user = userEvent.setup();
      const { onSaved } = renderSection(section, true, {
        [procedure]: () => {
          throw answerWithoutMessage();
        },
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(failed)).toBeTruthy();
      expect(screen.queryByText('Input validation failed')).toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
    });
  },
);
