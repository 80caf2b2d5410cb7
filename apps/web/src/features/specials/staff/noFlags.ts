import type { StaffSpecial } from './specialLabels';

/** Every flag off: a new special's starting point (the flag keys of spec 000 §3 Special). */
export const noServiceFlags: StaffSpecial['services'] = {
  washFold: false,
  organicWashFold: false,
  washPress: false,
  dryClean: false,
  tailoring: false,
  comforter: false,
};

export const noTailoringItemsFlags: StaffSpecial['tailoringItems'] = {
  dress: false,
  pants: false,
  jumpsuit: false,
  shirt: false,
  jacket: false,
  coat: false,
  curtains: false,
};

export const noDryCleanItemsFlags: StaffSpecial['dryCleanItems'] = {
  dress: false,
  gown: false,
  shirt: false,
  jumpsuit: false,
  pants: false,
  skirt: false,
  suit: false,
  blazer: false,
  outerjacket: false,
  sportjacket: false,
  sweater: false,
  coat: false,
  blanket: false,
  comforter: false,
};
