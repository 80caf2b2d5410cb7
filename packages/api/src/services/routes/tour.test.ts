import { describe, expect, it } from 'vitest';
import { type DistanceMatrix, drivingOrder, pathMeters, UNKNOWN_LEG_METERS } from './tour';

/** Every order of the stops, for proving an optimum by brute force. */
function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

function bruteForceBest(matrix: DistanceMatrix, start: number, stops: readonly number[]) {
  let best = { path: [] as number[], meters: Number.POSITIVE_INFINITY };
  for (const path of permutations(stops)) {
    const meters = pathMeters(matrix, start, path);
    if (meters < best.meters) best = { path, meters };
  }
  return best;
}

/** Manhattan-style (grid) meters between points on a plane, rounded. */
function gridMatrix(points: readonly [number, number][]): number[][] {
  return points.map(([x1, y1]) => points.map(([x2, y2]) => Math.abs(x1 - x2) + Math.abs(y1 - y2)));
}

describe('drivingOrder (docs/decisions/0084-route-sheets.md, Driving order)', () => {
  it('finds the optimal path of a known 7-stop instance where nearest neighbour alone does not', () => {
    // The store at 0; stops on a line with a trap: nearest neighbour goes right to 1 first (100 m), then must
    // cross back over the store to the left and out again to the far right. The optimum goes left first.
    //   x:  -300(2) -200(3)  0(store)  100(1)  500(4)  600(5)  700(6)  800(7)
    const xs = [0, 100, -300, -200, 500, 600, 700, 800];
    const matrix = xs.map((a) => xs.map((b) => Math.abs(a - b)));
    const stops = [1, 2, 3, 4, 5, 6, 7];
    expect(bruteForceBest(matrix, 0, stops).meters).toBe(1400);
    // Nearest neighbour alone: 0 -> 1 -> 3 -> 2 -> 4 -> ... -> 7 = 100 + 300 + 100 + 800 + 300 = 1600.
    expect(pathMeters(matrix, 0, [1, 3, 2, 4, 5, 6, 7])).toBe(1600);
    // Two paths reach 1400 (-300 then -200, or -200 then -300); 2-opt lands on the same one every time.
    const found = drivingOrder(matrix, 0, stops);
    expect(found).toEqual([2, 3, 1, 4, 5, 6, 7]);
    expect(pathMeters(matrix, 0, found)).toBe(1400);
  });

  it('returns the one optimal path of a 7-stop street grid, proven by brute force', () => {
    const points: [number, number][] = [
      [0, 0], // the store
      [400, 100],
      [100, 500],
      [600, 600],
      [200, 200],
      [700, 100],
      [300, 700],
      [800, 400],
    ];
    const matrix = gridMatrix(points);
    const stops = [1, 2, 3, 4, 5, 6, 7];
    const best = bruteForceBest(matrix, 0, stops);
    expect(best).toEqual({ path: [4, 1, 5, 7, 3, 6, 2], meters: 2600 });
    // The only path of 2600 m: every other order is at least 100 m longer.
    const second = permutations(stops)
      .map((path) => pathMeters(matrix, 0, path))
      .filter((meters) => meters > best.meters);
    expect(Math.min(...second)).toBe(2700);
    expect(permutations(stops).filter((path) => pathMeters(matrix, 0, path) === 2600)).toHaveLength(1);
    expect(drivingOrder(matrix, 0, stops)).toEqual(best.path);
  });

  it('respects one-way legs (an asymmetric matrix)', () => {
    // 1 -> 2 is cheap, 2 -> 1 is a long detour; from the store both are 100 m.
    const matrix = [
      [0, 100, 100],
      [100, 0, 50],
      [100, 900, 0],
    ];
    expect(drivingOrder(matrix, 0, [2, 1])).toEqual([1, 2]);
    const reversed = [
      [0, 100, 100],
      [100, 0, 900],
      [100, 50, 0],
    ];
    expect(drivingOrder(reversed, 0, [1, 2])).toEqual([2, 1]);
  });

  it('puts a stop without a known route last, as a very long leg', () => {
    const matrix = [
      [0, null, 100, 200],
      [null, 0, null, null],
      [100, null, 0, 100],
      [200, null, 100, 0],
    ];
    expect(drivingOrder(matrix, 0, [1, 2, 3])).toEqual([2, 3, 1]);
    expect(pathMeters(matrix, 0, [2, 3, 1])).toBe(200 + UNKNOWN_LEG_METERS);
  });

  it('breaks ties the same way every time: the lower index first', () => {
    // Four stops at the same distance from the store and from each other.
    const matrix = Array.from({ length: 5 }, (_, i) =>
      Array.from({ length: 5 }, (_, j) => (i === j ? 0 : 10)),
    );
    expect(drivingOrder(matrix, 0, [4, 2, 3, 1])).toEqual([1, 2, 3, 4]);
    expect(drivingOrder(matrix, 0, [3, 1, 4, 2])).toEqual([1, 2, 3, 4]);
  });

  it('leaves no reversal that would shorten the path, on 40 random one-way matrices (a fixed seed)', () => {
    let seed = 84;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 40; round += 1) {
      const size = 3 + (round % 9);
      const matrix = Array.from({ length: size }, (_, i) =>
        Array.from({ length: size }, (_, j) => (i === j ? 0 : Math.round(random() * 5000))),
      );
      const stops = Array.from({ length: size - 1 }, (_, index) => index + 1);
      const path = drivingOrder(matrix, 0, stops);
      expect([...path].sort((a, b) => a - b)).toEqual(stops);
      const meters = pathMeters(matrix, 0, path);
      for (let i = 0; i < path.length; i += 1) {
        for (let j = i + 1; j < path.length; j += 1) {
          const reversed = [...path.slice(0, i), ...path.slice(i, j + 1).reverse(), ...path.slice(j + 1)];
          expect(pathMeters(matrix, 0, reversed)).toBeGreaterThanOrEqual(meters);
        }
      }
      expect(drivingOrder(matrix, 0, [...stops].reverse())).toEqual(path);
    }
  });

  it('answers no stop, one stop and two stops', () => {
    const matrix = [
      [0, 300, 100],
      [300, 0, 200],
      [100, 200, 0],
    ];
    expect(drivingOrder(matrix, 0, [])).toEqual([]);
    expect(drivingOrder(matrix, 0, [1])).toEqual([1]);
    expect(drivingOrder(matrix, 0, [1, 2])).toEqual([2, 1]);
    expect(drivingOrder(matrix, 1, [0, 2])).toEqual([2, 0]);
  });
});
