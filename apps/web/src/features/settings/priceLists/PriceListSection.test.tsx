import {
  type PriceList,
  priceListAddInput,
  priceListRemoveInput,
  priceListUpdateInput,
} from '@laundry/validators/priceListForms';
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
import { PriceListSection } from './PriceListSection';

// Sections 7 to 11 of docs/rules/settings.md (The screen; Values and their checks; Price lists; Saving a section),
// through the row form (EntryForm). The texts are the spec's and docs/rules/messages.md's, written out.
const ADD = 'settings.priceLists.add';
const UPDATE = 'settings.priceLists.update';
const REMOVE = 'settings.priceLists.remove';
const ENTRY_STALE =
  'This item was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.';
const AMOUNT = 'Please enter a valid amount.';

const TITLES: Record<PriceList, string> = {
  products: 'Wash & Fold Products',
  washPress: 'Wash & Press Services',
  dryClean: 'Dry Clean Services',
  tailoring: 'Tailoring Services',
  comforter: 'Comforter Services',
};

beforeAll(installDialog);

function renderList(list: PriceList, editing: boolean, api: FakeApi = {}, data = staffSettingsData()) {
  const onSaved = vi.fn();
  const view = renderWithApi(
    <PriceListSection list={list} title={TITLES[list]} data={data} editing={editing} onSaved={onSaved} />,
    { api: { 'settings.get': () => data, ...api } },
  );
  return { ...view, onSaved };
}

/** The list's table: its header and each row, as the cells' texts. */
function tableOf(list: PriceList) {
  const table = screen.getByRole('table', { name: `${TITLES[list]}: prices` });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const form = (name: string) => within(screen.getByRole('form', { name }));
const text = (name: string, label: string) =>
  form(name).getByRole<HTMLInputElement>('textbox', { name: label });

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, value: string) {
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

describe('the price list sections: what they show', () => {
  it.each([
    [
      'products',
      [
        ['Item', 'Price ($)'],
        ['Lavender detergent', '$3.00'],
      ],
    ],
    [
      'washPress',
      [
        ['Item', 'Price ($)'],
        ['Shirt', '$1.99'],
      ],
    ],
    [
      'dryClean',
      [
        [
          'Item',
          'Base price ($)',
          'Dry clean press ($)',
          'Press only ($)',
          'Crease offered',
          'No-crease charge ($)',
          'Starch offered',
        ],
        ['Suit', '$15.00', '$9.00', '—', 'Yes', '$2.00', 'No'],
      ],
    ],
    [
      'tailoring',
      [
        [
          'Item',
          'Hem ($)',
          'Taper ($)',
          'Zipper ($)',
          'Sleeves ($)',
          'Patch ($)',
          'Fix ($)',
          'Waist ($)',
          'Lining ($)',
        ],
        ['Pants', '$12.00', '—', '$18.00', '—', '—', '$8.00', '—', '—'],
      ],
    ],
    [
      'comforter',
      [
        ['Size', 'Not Down ($)', 'Down ($)'],
        ['Queen', '$35.00', '$50.00'],
      ],
    ],
  ] as const)(
    '%s: each stored row, a price not offered as a dash, and no actions outside edit mode',
    (list, rows) => {
      renderList(list, false);
      expect(tableOf(list)).toEqual(rows);
      expect(screen.queryByRole('button')).toBeNull();
    },
  );

  it('offers Add, Edit and Delete in edit mode', () => {
    renderList('tailoring', true);
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Pants' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Pants' })).toBeTruthy();
  });
});

describe('the price list sections: a change sends what the procedure takes', () => {
  it('adds a product: its name and price as typed, for the screen’s region, then closes', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList('products', true, { [ADD]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.type(text('Add Product', 'Item'), 'Wool wash');
    await user.type(text('Add Product', 'Price ($)'), '4.5');
    await user.click(form('Add Product').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, ADD);
    expect(sent).toEqual([{ list: 'products', region: 'ny', values: { item: 'Wool wash', price: '4.5' } }]);
    expect(priceListAddInput.safeParse(sent[0]).success).toBe(true);
    expect(screen.queryByRole('form', { name: 'Add Product' })).toBeNull();
  });

  it('adds to the Florida list on the Florida screen', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList('washPress', true, { [ADD]: () => ({}) }, floridaSettingsData());
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(text('Add Service', 'Item'), 'Blouse');
    await user.type(text('Add Service', 'Price ($)'), '3');
    await user.click(form('Add Service').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(inputsTo(calls, ADD)).toEqual([
      { list: 'washPress', region: 'fl', values: { item: 'Blouse', price: '3' } },
    ]);
  });

  it('adds a comforter size chosen from the order flow’s sizes', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList('comforter', true, { [ADD]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    const size = form('Add Size').getByRole<HTMLSelectElement>('combobox', { name: 'Size' });
    expect([...size.options].map((option) => option.textContent)).toEqual([
      'Select One',
      'Full',
      'Queen',
      'King',
    ]);
    await user.selectOptions(size, 'King');
    await user.type(text('Add Size', 'Not Down ($)'), '40');
    await user.type(text('Add Size', 'Down ($)'), '60.50');
    await user.click(form('Add Size').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, ADD);
    expect(sent).toEqual([
      { list: 'comforter', region: 'ny', values: { item: 'King', notDown: '40', down: '60.50' } },
    ]);
    expect(priceListAddInput.safeParse(sent[0]).success).toBe(true);
  });

  it('edits a dry clean row from its stored figures, with the row’s id and version', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList('dryClean', true, { [UPDATE]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Edit Suit' }));
    const edit = form('Edit Suit');
    expect(text('Edit Suit', 'Base price ($)').value).toBe('15.00');
    expect(text('Edit Suit', 'Press only ($)').value).toBe('');
    expect(edit.getByRole<HTMLInputElement>('checkbox', { name: 'Crease offered' }).checked).toBe(true);
    await retype(user, text('Edit Suit', 'Press only ($)'), '7.25');
    await user.click(edit.getByRole('checkbox', { name: 'Starch offered' }));
    await user.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, UPDATE);
    expect(sent).toEqual([
      {
        list: 'dryClean',
        id: IDS.dryClean,
        version: 5,
        values: {
          item: 'Suit',
          basePrice: '15.00',
          dryCleanPressPrice: '9.00',
          pressOnlyPrice: '7.25',
          offersCrease: true,
          noCreaseCharge: '2.00',
          offersStarch: true,
        },
      },
    ]);
    expect(priceListUpdateInput.safeParse(sent[0]).success).toBe(true);
  });

  it('edits a tailoring row: an option emptied is no longer offered', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList('tailoring', true, { [UPDATE]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Edit Pants' }));
    await retype(user, text('Edit Pants', 'Hem ($)'), '');
    await retype(user, text('Edit Pants', 'Taper ($)'), '6');
    await user.click(form('Edit Pants').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, UPDATE);
    expect(sent).toEqual([
      {
        list: 'tailoring',
        id: IDS.tailoring,
        version: 6,
        values: {
          item: 'Pants',
          hem: '',
          taper: '6',
          zipper: '18.00',
          sleeves: '',
          patch: '',
          fix: '8.00',
          waist: '',
          lining: '',
        },
      },
    ]);
    expect(priceListUpdateInput.parse(sent[0]).values).toMatchObject({ hemCents: null, taperCents: 6_00 });
  });

  it('deletes a row after the confirmation, with the version the screen showed', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList('washPress', true, { [REMOVE]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Delete Shirt' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Shirt?' }));
    expect(dialog.getByText('Orders already placed keep the prices they were placed with.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = inputsTo(calls, REMOVE);
    expect(sent).toEqual([{ list: 'washPress', id: IDS.washPress, version: 4 }]);
    expect(priceListRemoveInput.safeParse(sent[0]).success).toBe(true);
  });
});

describe('the price list sections: a bad value shows the rule’s words and sends nothing', () => {
  it.each([
    { list: 'products', label: 'Item', typed: '', shown: 'empty', message: 'Please enter an item name.' },
    {
      list: 'products',
      label: 'Item',
      typed: 'x'.repeat(101),
      shown: '101 characters',
      message: 'Please keep the item name under 100 characters.',
    },
    { list: 'products', label: 'Price ($)', typed: '1.455', shown: '1.455', message: AMOUNT },
    { list: 'washPress', label: 'Price ($)', typed: '-1', shown: '-1', message: AMOUNT },
    { list: 'dryClean', label: 'Base price ($)', typed: '', shown: 'empty', message: AMOUNT },
    { list: 'dryClean', label: 'No-crease charge ($)', typed: '$2', shown: '$2', message: AMOUNT },
    { list: 'tailoring', label: 'Lining ($)', typed: '1,45', shown: '1,45', message: AMOUNT },
    { list: 'comforter', label: 'Down ($)', typed: '100000.01', shown: '100000.01', message: AMOUNT },
  ] as const)('$list, $label $shown: $message', async ({ list, label, typed, message }) => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderList(list, true, { [UPDATE]: () => ({}) });
    const row = staffSettingsData().priceLists[list][0]!;
    const name = `Edit ${row.item}`;
    await user.click(screen.getByRole('button', { name }));
    const field = text(name, label);
    await user.clear(field);
    if (typed !== '') {
      await user.click(field);
      await user.paste(typed);
    }
    await user.click(form(name).getByRole('button', { name: 'Save' }));
    expect(await form(name).findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.path.startsWith('settings.priceLists'))).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a comforter row without a size ('Please select a size.')", async () => {
    const user = userEvent.setup();
    const { calls } = renderList('comforter', true, { [ADD]: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    await user.type(text('Add Size', 'Not Down ($)'), '40');
    await user.type(text('Add Size', 'Down ($)'), '60');
    await user.click(form('Add Size').getByRole('button', { name: 'Save' }));
    expect(await form('Add Size').findByText('Please select a size.')).toBeTruthy();
    expect(inputsTo(calls, ADD)).toEqual([]);
  });
});

describe('the price list sections: a save refused or failed', () => {
  it('shows the stale-row refusal of an edit and keeps the form open', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderList('products', true, {
      [UPDATE]: () => {
        throw staleAnswer(ENTRY_STALE);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Lavender detergent' }));
    await user.click(form('Edit Lavender detergent').getByRole('button', { name: 'Save' }));
    expect(await form('Edit Lavender detergent').findByText(ENTRY_STALE)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the stale-row refusal of a deletion in its confirmation', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderList('comforter', true, {
      [REMOVE]: () => {
        throw staleAnswer(ENTRY_STALE);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Queen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Queen?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText(ENTRY_STALE)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Error adding product.' when an addition fails without a message of the server's", async () => {
    const user = userEvent.setup();
    const { onSaved } = renderList('washPress', true, {
      [ADD]: () => {
        throw answerWithoutMessage();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(text('Add Service', 'Item'), 'Blouse');
    await user.type(text('Add Service', 'Price ($)'), '3');
    await user.click(form('Add Service').getByRole('button', { name: 'Save' }));
    expect(await form('Add Service').findByText('Error adding product.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Error updating settings.' when an edit fails without a message of the server's", async () => {
    const user = userEvent.setup();
    renderList('tailoring', true, {
      [UPDATE]: () => {
        throw answerWithoutMessage();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Pants' }));
    await user.click(form('Edit Pants').getByRole('button', { name: 'Save' }));
    expect(await form('Edit Pants').findByText('Error updating settings.')).toBeTruthy();
  });

  it("says 'Error deleting product.' when a deletion fails without a message of the server's", async () => {
    const user = userEvent.setup();
    renderList('dryClean', true, {
      [REMOVE]: () => {
        throw answerWithoutMessage();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Suit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Suit?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Error deleting product.')).toBeTruthy();
  });

  it('shows the server’s own words for a taken name until a field is changed', async () => {
    const user = userEvent.setup();
    renderList('products', true, {
      [ADD]: () => {
        throw apiError('An item with this name is already on this list.', {
          appCode: 'CONFLICT',
          httpStatus: 409,
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.type(text('Add Product', 'Item'), 'lavender DETERGENT');
    await user.type(text('Add Product', 'Price ($)'), '3');
    await user.click(form('Add Product').getByRole('button', { name: 'Save' }));
    expect(
      await form('Add Product').findByText('An item with this name is already on this list.'),
    ).toBeTruthy();
    await user.type(text('Add Product', 'Item'), ' 2');
    expect(form('Add Product').queryByText('An item with this name is already on this list.')).toBeNull();
  });
});
