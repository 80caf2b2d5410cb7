import { zipAddInput, zipRemoveInput, zipUpdateInput } from '@laundry/validators/settingsForms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeApi, renderWithApi } from '../../../test/fakeApi';
import {
  answerWithoutMessage,
  floridaSettingsData,
  IDS,
  inputsTo,
  installDialog,
  staffSettingsData,
  staleAnswer,
} from '../../../test/staffSettings';
import { ZipsSection } from './ZipsSection';

// Section 12 of docs/rules/settings.md (Served zip codes; The screen; Saving a section), through the zip form
// (ZipForm). The texts are the spec's and docs/rules/messages.md's, written out.
const ADD = 'settings.zips.add';
const UPDATE = 'settings.zips.update';
const REMOVE = 'settings.zips.remove';
const ZIP_STALE =
  'This zip code was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.';
const ZIP_INVALID = 'Please enter a 5-digit zip code.';
const FAILED = 'Error updating settings.';

beforeAll(installDialog);

function renderZips(editing: boolean, api: FakeApi = {}, data = staffSettingsData()) {
  const onSaved = vi.fn();
  const view = renderWithApi(<ZipsSection data={data} editing={editing} onSaved={onSaved} />, {
    api: { 'settings.get': () => data, ...api },
  });
  return { ...view, onSaved };
}

const form = (name: string) => within(screen.getByRole('form', { name }));
const zipField = (name: string) => form(name).getByRole<HTMLInputElement>('textbox', { name: 'Zip code' });
const floridaBox = (name: string) => form(name).getByRole<HTMLInputElement>('checkbox', { name: 'Florida' });

function tableRows() {
  const table = screen.getByRole('table', { name: 'Zip codes served' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the Eligible Zip Codes section: what it shows', () => {
  it('lists the region’s zips with their region, and no actions outside edit mode', () => {
    renderZips(false);
    expect(tableRows()).toEqual([
      ['Zip code', 'Region'],
      ['10001', 'New York'],
      ['10023', 'New York'],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists the Florida screen’s zips as Florida', () => {
    renderZips(false, {}, floridaSettingsData());
    expect(tableRows()).toEqual([
      ['Zip code', 'Region'],
      ['33483', 'Florida'],
    ]);
  });
});

describe('the Eligible Zip Codes section: a change sends what the procedure takes', () => {
  it('adds a zip to New York on the New York screen, then closes', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderZips(true, { [ADD]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Add Zip Code' }));
    expect(floridaBox('Add Zip Code').checked).toBe(false);
    await user.type(zipField('Add Zip Code'), '10025');
    await user.click(form('Add Zip Code').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, ADD);
    expect(sent).toEqual([{ zip: '10025', florida: false }]);
    expect(zipAddInput.safeParse(sent[0]).success).toBe(true);
  });

  it('starts a new zip with Florida ticked on the Florida screen', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderZips(true, { [ADD]: () => ({}) }, floridaSettingsData());
    await user.click(screen.getByRole('button', { name: 'Add Zip Code' }));
    expect(floridaBox('Add Zip Code').checked).toBe(true);
    await user.type(zipField('Add Zip Code'), '33480');
    await user.click(form('Add Zip Code').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(inputsTo(calls, ADD)).toEqual([{ zip: '33480', florida: true }]);
  });

  it('moves a zip to Florida with the zip’s id and version', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderZips(true, { [UPDATE]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Edit 10023' }));
    expect(zipField('Edit 10023').value).toBe('10023');
    await user.click(floridaBox('Edit 10023'));
    await user.click(form('Edit 10023').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, UPDATE);
    expect(sent).toEqual([{ id: IDS.zipNy2, version: 9, values: { zip: '10023', florida: true } }]);
    expect(zipUpdateInput.safeParse(sent[0]).success).toBe(true);
  });

  it('stops serving a zip after the confirmation, with the version the screen showed', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderZips(true, { [REMOVE]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Remove 10001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stop serving 10001?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, REMOVE);
    expect(sent).toEqual([{ id: IDS.zipNy, version: 2 }]);
    expect(zipRemoveInput.safeParse(sent[0]).success).toBe(true);
  });
});

describe('the Eligible Zip Codes section: a bad zip shows the rule’s words and sends nothing', () => {
  it.each([
    ['empty', ''],
    ['four digits', '1001'],
    ['letters', '1OO01'],
  ])('%s', async (_what, typed) => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderZips(true, { [ADD]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Add Zip Code' }));
    if (typed) await user.type(zipField('Add Zip Code'), typed);
    await user.click(form('Add Zip Code').getByRole('button', { name: 'Save' }));
    expect(await form('Add Zip Code').findByText(ZIP_INVALID)).toBeTruthy();
    expect(zipField('Add Zip Code').getAttribute('aria-invalid')).toBe('true');
    expect(inputsTo(calls, ADD)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses an edit that leaves the zip short', async () => {
    const user = userEvent.setup();
    const { calls } = renderZips(true, { [UPDATE]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Edit 10001' }));
    await user.type(zipField('Edit 10001'), '{Backspace}');
    await user.click(form('Edit 10001').getByRole('button', { name: 'Save' }));
    expect(await form('Edit 10001').findByText(ZIP_INVALID)).toBeTruthy();
    expect(inputsTo(calls, UPDATE)).toEqual([]);
  });
});

describe('the Eligible Zip Codes section: a save refused or failed', () => {
  it('shows the stale-zip refusal of an edit and keeps the form open', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderZips(true, {
      [UPDATE]: () => {
        throw staleAnswer(ZIP_STALE);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit 10001' }));
    await user.click(floridaBox('Edit 10001'));
    await user.click(form('Edit 10001').getByRole('button', { name: 'Save' }));
    expect(await form('Edit 10001').findByText(ZIP_STALE)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the stale-zip refusal of a removal in its confirmation', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderZips(true, {
      [REMOVE]: () => {
        throw staleAnswer(ZIP_STALE);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove 10023' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stop serving 10023?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByText(ZIP_STALE)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    ['an addition', ADD],
    ['an edit', UPDATE],
  ])(`says '${FAILED}' when %s fails without a message of the server's`, async (_what, path) => {
    const user = userEvent.setup();
    const { onSaved } = renderZips(true, {
      [path]: () => {
        throw answerWithoutMessage();
      },
    });
    const name = path === ADD ? 'Add Zip Code' : 'Edit 10001';
    // The button that opens the form is named like the form.
    await user.click(screen.getByRole('button', { name }));
    if (path === ADD) await user.type(zipField(name), '10025');
    await user.click(form(name).getByRole('button', { name: 'Save' }));
    expect(await form(name).findByText(FAILED)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it(`says '${FAILED}' when a removal fails without a message of the server's`, async () => {
    const user = userEvent.setup();
    renderZips(true, {
      [REMOVE]: () => {
        throw answerWithoutMessage();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove 10001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stop serving 10001?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByText(FAILED)).toBeTruthy();
  });

  it('shows the server’s own words for a zip already served until the zip is changed', async () => {
    const user = userEvent.setup();
    renderZips(true, {
      [ADD]: () => {
        throw apiError('This zip code is already on the list.', { appCode: 'CONFLICT', httpStatus: 409 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Zip Code' }));
    await user.type(zipField('Add Zip Code'), '10001');
    await user.click(form('Add Zip Code').getByRole('button', { name: 'Save' }));
    expect(await form('Add Zip Code').findByText('This zip code is already on the list.')).toBeTruthy();
    await user.type(zipField('Add Zip Code'), '{Backspace}2');
    expect(form('Add Zip Code').queryByText('This zip code is already on the list.')).toBeNull();
  });
});
