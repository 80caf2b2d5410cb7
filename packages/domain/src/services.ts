/**
 * The six services, with the keys used everywhere and the names the product shows (docs/rules/pricing.md,
 * "Wash and fold (regular and organic)" and "Per-item services"). Listed in the product's order: screens,
 * sub-orders and quote lines follow it.
 */
export const SERVICE_KEYS = [
  'washFold',
  'organicWashFold',
  'washPress',
  'dryClean',
  'tailoring',
  'comforter',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SERVICE_LABELS: Readonly<Record<ServiceKey, string>> = {
  washFold: 'Wash & Fold',
  organicWashFold: 'Organic Wash & Fold',
  washPress: 'Wash & Press',
  dryClean: 'Dry Clean',
  tailoring: 'Tailoring',
  comforter: 'Comforter',
};

/**
 * The services sold by weight (docs/rules/pricing.md, "Wash and fold (regular and organic)"); they are treated
 * apart for minimums (docs/rules/pricing.md, Surcharges) and express delivery (docs/rules/scheduling.md, Scheduling).
 */
export const WASH_FOLD_KINDS = ['washFold', 'organicWashFold'] as const satisfies readonly ServiceKey[];
export type WashFoldKind = (typeof WASH_FOLD_KINDS)[number];

export function isWashFoldKind(service: ServiceKey): service is WashFoldKind {
  return (WASH_FOLD_KINDS as readonly ServiceKey[]).includes(service);
}
