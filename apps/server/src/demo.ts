import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The demo accounts' password: DEMO_PASSWORD when set, otherwise generated once and kept in the
 * data folder so every start prints the same logins.
 */
export async function demoPassword(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'demo-password.txt');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const generated = randomBytes(9).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${generated}\n`, { mode: 0o600 });
    return generated;
  }
}
