import type { EmailMessage } from '@laundry/integrations';
import type { Lead } from '@laundry/validators/publicSite';

const SUBJECTS = {
  business: 'New business services inquiry',
  contact: 'New contact message',
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A single line of a header-like field: no line breaks can reach the subject. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The e-mail staff receive for a business inquiry or a contact message, with everything the visitor sent. */
export function staffNotification(lead: Lead & { id: string }, to: string): EmailMessage {
  const who = oneLine(lead.company ? `${lead.name}, ${lead.company}` : lead.name);
  const fields: [string, string | undefined][] = [
    ['Name', lead.name],
    ['Company', lead.company],
    ['Email', lead.email],
    ['Phone', lead.phone],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const text = [
    ...present.map(([label, value]) => `${label}: ${value}`),
    '',
    lead.message,
    '',
    `Lead ${lead.id}. Reply to ${lead.email}.`,
  ].join('\n');
  const html = [
    '<table>',
    ...present.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p>Lead ${escapeHtml(lead.id)}. Reply to <a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>.</p>`,
  ].join('');
  return { to, subject: `${SUBJECTS[lead.kind]} from ${who}`.slice(0, 200), text, html };
}
