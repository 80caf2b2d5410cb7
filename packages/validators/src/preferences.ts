import {
  type CustomerPreferences,
  DEFAULT_PREFERENCES,
  DETERGENTS,
  FINISHES,
  PREFERENCE_NOTE_MAX,
  STARCH_LEVELS,
} from '@laundry/domain';
import { z } from 'zod';
import { cleanMultiline } from './text';

/** The texts of the preferences form (docs/decisions/0093-customer-preferences.md; not worded by the spec). */
export const PREFERENCE_MESSAGES = {
  detergent: 'Please choose a detergent.',
  starch: 'Please choose a starch level.',
  finish: 'Please choose hung or folded.',
  yesNo: 'Please choose Yes or No.',
  noteTooLong: `The note must be at most ${PREFERENCE_NOTE_MAX} characters.`,
  saved: 'Your preferences have been saved.',
  savedForCustomer: "The customer's preferences have been saved.",
  saveFailed: 'There was an error saving the preferences.',
  loadFailed: 'There was an error getting the preferences.',
  notCustomer: 'Preferences belong to customers.',
} as const;

/** A customer's preferences (docs/rules/accounts.md, Preferences), every field required. */
export const customerPreferencesSchema = z.object({
  detergent: z.enum(DETERGENTS, { error: PREFERENCE_MESSAGES.detergent }),
  fabricSoftener: z.boolean({ error: PREFERENCE_MESSAGES.yesNo }),
  starch: z.enum(STARCH_LEVELS, { error: PREFERENCE_MESSAGES.starch }),
  creases: z.boolean({ error: PREFERENCE_MESSAGES.yesNo }),
  finish: z.enum(FINISHES, { error: PREFERENCE_MESSAGES.finish }),
  note: z
    .string()
    .refine(...cleanMultiline)
    .trim()
    .max(PREFERENCE_NOTE_MAX, { error: PREFERENCE_MESSAGES.noteTooLong }),
}) satisfies z.ZodType<CustomerPreferences>;

/** Staff read or save one customer's preferences. */
export const customerPreferencesRef = z.object({ userId: z.uuid() });
export const customerPreferencesSave = z.object({
  userId: z.uuid(),
  preferences: customerPreferencesSchema,
});

const yesNo = z.enum(['yes', 'no'], { error: PREFERENCE_MESSAGES.yesNo });

/** The preferences form as typed: Yes/No selects for the two choices; it yields a customerPreferencesSchema value. */
export const preferencesFormSchema = customerPreferencesSchema
  .extend({ fabricSoftener: yesNo, creases: yesNo })
  .transform(
    (values): CustomerPreferences => ({
      ...values,
      fabricSoftener: values.fabricSoftener === 'yes',
      creases: values.creases === 'yes',
    }),
  );
export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;

/** The form's starting values: the saved preferences, or the defaults for a customer who has saved none. */
export function preferencesFormValues(saved: CustomerPreferences | null): PreferencesFormValues {
  const preferences = saved ?? DEFAULT_PREFERENCES;
  return {
    ...preferences,
    fabricSoftener: preferences.fabricSoftener ? 'yes' : 'no',
    creases: preferences.creases ? 'yes' : 'no',
  };
}
