import { generateSecret, hashSecretHex, secretMatchesHash } from '@laundry/auth';
import type { RecurringSeries } from '@laundry/db';
import { newYorkInstant } from '@laundry/pricing';

/**
 * The e-mailed "Skip this one" link (docs/decisions/0095-recurring-skip-link-and-texts.md), made as the
 * reauthorization link is (docs/decisions/0078-orders-reauthorization-link.md): a random secret, stored only as a
 * SHA-256 bound to the series and the date it skips, valid until that pick-up's window starts. A newer link replaces
 * it.
 */
export interface IssuedSkipLink {
  token: string;
  hash: string;
  date: string;
  expiresAt: Date;
}

const bound = (token: string, seriesId: string, date: string) => `${token}:${seriesId}:${date}`;

export function issueSkipLink(
  series: Pick<RecurringSeries, 'id' | 'pickUpHour'>,
  date: string,
): IssuedSkipLink {
  const token = generateSecret();
  return {
    token,
    hash: hashSecretHex(bound(token, series.id, date)),
    date,
    expiresAt: new Date(newYorkInstant(date, series.pickUpHour)),
  };
}

/** The date the presented token skips, when it is the series' current link and has not expired. */
export function skipLinkDate(
  series: Pick<RecurringSeries, 'id' | 'skipLinkHash' | 'skipLinkDate' | 'skipLinkExpiresAt'>,
  token: string,
  now: Date,
): string | null {
  const { skipLinkHash: hash, skipLinkDate: date, skipLinkExpiresAt: expiresAt } = series;
  if (!hash || !date || !expiresAt || expiresAt <= now) return null;
  return secretMatchesHash(bound(token, series.id, date), hash) ? date : null;
}

export const skipLinkUrl = (publicUrl: string, seriesId: string, token: string) =>
  `${publicUrl}/app/recurring/${seriesId}/skip?token=${encodeURIComponent(token)}`;
