import { ACCESS, type Access, type Outcome } from '../../accessLevels';
import type { ActorName } from './world';

// The access levels are the product's (packages/api/src/accessLevels.ts); the matrix checks every call against them.
export { ACCESS, type Access, type Outcome };

export interface MatrixCase<Call> {
  access: Access;
  /** Outcomes that differ from the access level for a reason of the product, not of permission. */
  except?: Partial<Record<ActorName, Outcome>>;
  call: Call;
}

export function expectedOutcome(entry: MatrixCase<unknown>, actor: ActorName): Outcome {
  return entry.except?.[actor] ?? ACCESS[entry.access][actor];
}
