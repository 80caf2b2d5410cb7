import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';

/** docs/rules/staff-screens.md, Customers: the customers export file is named customers.csv. */
const CUSTOMERS_CSV = 'customers.csv';

/** GET /api/customers/export with the list's search and sort (docs/rules/rest-compatibility.md; the whole search, not a page). */
export function exportHref(view: { searchtext: string; sortby: string; sortorder: 1 | -1 }): string {
  const params = new URLSearchParams({ sortby: view.sortby, sortorder: String(view.sortorder) });
  if (view.searchtext) params.set('searchtext', view.searchtext);
  return `/api/customers/export?${params}`;
}

/**
 * Downloads the export. It is fetched first, so a refusal shows the server's message, or the text of docs/rules/messages.md, Public site, accounts and staff screens: errors,
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
