/**
 * A customer's standing preferences (docs/rules/accounts.md, Preferences): how their laundry is washed and
 * finished. Saved on the account; each new order keeps its own copy at placement
 * (docs/decisions/0093-customer-preferences.md).
 */
export const DETERGENTS = ['regular', 'hypoallergenic', 'eco'] as const;
export type Detergent = (typeof DETERGENTS)[number];

export const STARCH_LEVELS = ['none', 'light', 'medium', 'heavy'] as const;
export type StarchLevel = (typeof STARCH_LEVELS)[number];

export const FINISHES = ['hung', 'folded'] as const;
export type Finish = (typeof FINISHES)[number];

/** The standing note's longest length, in characters. */
export const PREFERENCE_NOTE_MAX = 500;

export interface CustomerPreferences {
  detergent: Detergent;
  fabricSoftener: boolean;
  starch: StarchLevel;
  creases: boolean;
  finish: Finish;
  note: string;
}

/** What the form starts from for a customer who has saved none. */
export const DEFAULT_PREFERENCES: CustomerPreferences = {
  detergent: 'regular',
  fabricSoftener: false,
  starch: 'none',
  creases: false,
  finish: 'folded',
  note: '',
};

export const DETERGENT_LABELS: Readonly<Record<Detergent, string>> = {
  regular: 'Regular',
  hypoallergenic: 'Hypoallergenic',
  eco: 'Eco',
};
export const STARCH_LABELS: Readonly<Record<StarchLevel, string>> = {
  none: 'None',
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
};
export const FINISH_LABELS: Readonly<Record<Finish, string>> = { hung: 'Hung', folded: 'Folded' };

/**
 * The preferences as staff read them on an order's detail and its ticket, one line each:
 * 'Detergent: Hypoallergenic', 'Fabric softener: Yes', 'Starch: Light', 'Creases: No', 'Finish: Hung', 'Note: …'.
 */
export function preferenceLines(preferences: CustomerPreferences): string[] {
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  const lines = [
    `Detergent: ${DETERGENT_LABELS[preferences.detergent]}`,
    `Fabric softener: ${yesNo(preferences.fabricSoftener)}`,
    `Starch: ${STARCH_LABELS[preferences.starch]}`,
    `Creases: ${yesNo(preferences.creases)}`,
    `Finish: ${FINISH_LABELS[preferences.finish]}`,
  ];
  if (preferences.note !== '') lines.push(`Note: ${preferences.note}`);
  return lines;
}
