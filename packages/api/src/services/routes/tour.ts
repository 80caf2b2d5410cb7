/**
 * The driving order of a route's stops (docs/decisions/0084-route-sheets.md, Driving order): nearest neighbour from
 * the start, then 2-opt until no move shortens the path. An open path (the driver does not come back to the start
 * in the sheet's count), on a matrix that may be asymmetric (one-way streets) and may hold null for a pair the maps
 * service knows no route between. Pure and deterministic: ties go to the lower index, a move is taken only when it
 * shortens the path, so the same matrix always gives the same order.
 */

/** A pair without a known route counts as this many meters: far longer than any real drive, still finite. */
export const UNKNOWN_LEG_METERS = 1e9;

export type DistanceMatrix = readonly (readonly (number | null)[])[];

function leg(matrix: DistanceMatrix, from: number, to: number): number {
  const meters = matrix[from]?.[to];
  return meters == null || !Number.isFinite(meters) ? UNKNOWN_LEG_METERS : meters;
}

/** Meters of the path start -> path[0] -> path[1] -> ... (unknown legs count UNKNOWN_LEG_METERS). */
export function pathMeters(matrix: DistanceMatrix, start: number, path: readonly number[]): number {
  let total = 0;
  let from = start;
  for (const to of path) {
    total += leg(matrix, from, to);
    from = to;
  }
  return total;
}

function nearestNeighbour(matrix: DistanceMatrix, start: number, stops: readonly number[]): number[] {
  const left = [...stops].sort((a, b) => a - b);
  const path: number[] = [];
  let from = start;
  while (left.length > 0) {
    let best = 0;
    for (let index = 1; index < left.length; index += 1) {
      // Strictly shorter only: on a tie the lower index (sorted first) stays.
      if (leg(matrix, from, left[index] as number) < leg(matrix, from, left[best] as number)) best = index;
    }
    const [next] = left.splice(best, 1) as [number];
    path.push(next);
    from = next;
  }
  return path;
}

/** Relative gain below which a 2-opt move is not taken (float noise must not make it loop). */
const EPSILON = 1e-9;

/**
 * One 2-opt move that shortens the path, or null: reversing path[i..j] replaces the leg into the segment, the legs
 * inside it (each now driven the other way, which matters on an asymmetric matrix) and the leg out of it. The sums
 * inside grow with j, so each candidate costs O(1) and a scan O(n²).
 */
function improvingMove(
  matrix: DistanceMatrix,
  start: number,
  path: readonly number[],
): [number, number] | null {
  const length = pathMeters(matrix, start, path);
  const tolerance = EPSILON * Math.max(1, length);
  for (let i = 0; i < path.length - 1; i += 1) {
    const before = i === 0 ? start : (path[i - 1] as number);
    const first = path[i] as number;
    let forward = 0;
    let backward = 0;
    for (let j = i + 1; j < path.length; j += 1) {
      const last = path[j] as number;
      const previous = path[j - 1] as number;
      forward += leg(matrix, previous, last);
      backward += leg(matrix, last, previous);
      const after = j + 1 < path.length ? (path[j + 1] as number) : null;
      const old = leg(matrix, before, first) + forward + (after === null ? 0 : leg(matrix, last, after));
      const reversed =
        leg(matrix, before, last) + backward + (after === null ? 0 : leg(matrix, first, after));
      if (reversed < old - tolerance) return [i, j];
    }
  }
  return null;
}

/** 2-opt: take the first shortening reversal in scan order, again, until there is none. */
function twoOpt(matrix: DistanceMatrix, start: number, initial: number[]): number[] {
  const path = [...initial];
  for (let move = improvingMove(matrix, start, path); move; move = improvingMove(matrix, start, path)) {
    const [i, j] = move;
    path.splice(i, j - i + 1, ...path.slice(i, j + 1).reverse());
  }
  return path;
}

/**
 * The stops (indices into the matrix) in driving order from `start` (an index into the matrix too, not among the
 * stops): nearest neighbour, then 2-opt. 0 or 1 stop come back as they are.
 */
export function drivingOrder(matrix: DistanceMatrix, start: number, stops: readonly number[]): number[] {
  if (stops.length <= 1) return [...stops];
  return twoOpt(matrix, start, nearestNeighbour(matrix, start, stops));
}
