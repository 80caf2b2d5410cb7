import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eAuth } from './authConfig';

interface FiledMessage {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (nodemailer's encoding for long text lines). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function messagesTo(address: string): string[] {
  return readdirSync(e2eAuth.mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(e2eAuth.mailDir, file), 'utf8')) as FiledMessage)
    .filter((message) => message.to.includes(address.toLowerCase()))
    .map((message) => decodeQuotedPrintable(message.raw));
}

/**
 * Waits for the SMTP listener to receive a message to `address` whose text has a link to `pathPrefix`
 * (e.g. '/verify/'), and returns that link's path. `after` skips the messages already seen.
 */
export async function linkFromMail(address: string, pathPrefix: string, after = 0): Promise<string> {
  const pattern = new RegExp(`${e2eAuth.baseUrl}(${pathPrefix}[^\\s"<>]+)`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const found = messagesTo(address)
          .slice(after)
          .map((text) => pattern.exec(text)?.[1])
          .filter(Boolean);
        link = found.at(-1);
        return link;
      },
      {
        message: `an e-mail to ${address} with a ${pathPrefix} link`,
        timeout: 25_000,
        intervals: [250, 500, 1000],
      },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Waits for a message to `address` whose subject line is `subject` (after `after` messages already seen) and returns
 * its decoded text. Status messages wait STATUS_MESSAGE_DELAY_MS (20 s) in the outbox first, hence the longer wait.
 */
export async function mailWithSubject(address: string, subject: string, after = 0): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      () => {
        text = messagesTo(address)
          .slice(after)
          .findLast((message) => message.includes(`Subject: ${subject}`));
        return text;
      },
      { message: `an e-mail to ${address} titled ${subject}`, timeout: 45_000, intervals: [500, 1000] },
    )
    .toBeTruthy();
  return text!;
}

/**
 * Waits for a message to `address` whose decoded text contains `text` (a subject with accents is encoded in its
 * header, so a Spanish message is found by its body) and returns that text.
 */
export async function mailContaining(address: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = messagesTo(address).findLast((message) => message.includes(text));
        return found;
      },
      { message: `an e-mail to ${address} saying ${text}`, timeout: 45_000, intervals: [500, 1000] },
    )
    .toBeTruthy();
  return found!;
}

export function mailCount(address: string): number {
  return messagesTo(address).length;
}

/**
 * Waits for the one-time code e-mailed to a guest (docs/decisions/0068-guest-mailbox-proof.md), after `after`
 * messages already seen, and returns its six digits.
 */
async function codeFromMail(address: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = messagesTo(address)
          .slice(after)
          .map((text) => /Subject: Your FreshPress code: (\d{6})/.exec(text)?.[1])
          .filter(Boolean)
          .at(-1);
        return code;
      },
      { message: `an e-mail to ${address} with a code`, timeout: 25_000, intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  return code!;
}

/**
 * A guest who typed the e-mail proves the mailbox on the page in front of them: asks for the code, reads it
 * from the mailbox and confirms it.
 */
export async function proveGuestEmail(page: Page, address: string): Promise<void> {
  const before = mailCount(address);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const code = await codeFromMail(address, before);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toHaveCount(0, {
    timeout: 15_000,
  });
}
