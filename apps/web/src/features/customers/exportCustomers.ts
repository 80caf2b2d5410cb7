import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';

/** DECISIONS.md, Smaller rulings: the customers export file is named customers.csv. */
export const CUSTOMERS_CSV = 'customers.csv';

/** GET /api/customers/export with the list's search and sort (spec 000 §7; the whole search, not a page). */
export function exportHref(view: { searchtext: string; sortby: string; sortorder: 1 | -1 }): string {
  const params = new URLSearchParams({ sortby: view.sortby, sortorder: String(view.sortorder) });
  if (view.searchtext) params.set('searchtext', view.searchtext);
  return `/api/customers/export?${params}`;
}

/**
 * Downloads the export. It is fetched first, so a refusal shows the server's message, or spec 000 §8's
 * 'There was an error exporting customers.', instead of saving an error page as the file.
 */
export async function downloadCustomers(href: string): Promise<string | null> {
  try {
    const response = await fetch(href, { credentials: 'include' });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      return typeof body?.error === 'string' ? body.error : STAFF_PEOPLE_MESSAGES.exportCustomersFailed;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = CUSTOMERS_CSV;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return STAFF_PEOPLE_MESSAGES.exportCustomersFailed;
  }
}
