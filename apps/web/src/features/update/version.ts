/** One dotted part as a number; a part with no leading digits ("beta") counts as 0. */
function part(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '0', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Compares two versions part by part numerically (docs/rules/public-site.md, Update check), so 2.10.0 is above
 * 2.9.0 and 2.2 equals 2.2.0. Returns 1 when a is higher, -1 when b is higher, else 0.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.trim().replace(/^v/i, '').split('.');
  const right = b.trim().replace(/^v/i, '').split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = part(left[i]) - part(right[i]);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

export function isNewerVersion(serverVersion: string, runningVersion: string): boolean {
  return compareVersions(serverVersion, runningVersion) > 0;
}
