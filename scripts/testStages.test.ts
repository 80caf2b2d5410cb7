import { describe, expect, it } from 'vitest';
import { formatDuration, runStages, stageTable } from './testStages.mjs';

/** A clock that a stage moves on by the milliseconds it is given. */
function fakeStages(outcomes: Record<string, { code: number; ms: number }>) {
  let clock = 0;
  const ran: string[] = [];
  const lines: string[] = [];
  const io = {
    now: () => clock,
    log: (line: string) => lines.push(line),
    run: async (command: string) => {
      ran.push(command);
      const outcome = outcomes[command] ?? { code: 0, ms: 0 };
      clock += outcome.ms;
      return outcome.code;
    },
  };
  return { io, ran, output: () => lines.join('\n') };
}

describe('formatDuration', () => {
  it('shows seconds to a tenth, and minutes from one minute on', () => {
    expect(formatDuration(950)).toBe('0.9s');
    expect(formatDuration(59_999)).toBe('59.9s');
    expect(formatDuration(60_000)).toBe('1m 00.0s');
    expect(formatDuration(83_400)).toBe('1m 23.4s');
    expect(formatDuration(3_725_000)).toBe('62m 05.0s');
  });
});

describe('runStages', () => {
  it('runs every stage in order and ends with the time of each and the total', async () => {
    const { io, ran, output } = fakeStages({
      'npm run check': { code: 0, ms: 83_400 },
      'npm run knip': { code: 0, ms: 5_000 },
    });
    expect(await runStages(['npm run check', 'npm run knip'], io)).toBe(0);
    expect(ran).toEqual(['npm run check', 'npm run knip']);
    expect(output()).toContain('✓ npm run check (1m 23.4s)');
    expect(output()).toContain(
      stageTable([
        { command: 'npm run check', ms: 83_400, code: 0 },
        { command: 'npm run knip', ms: 5_000, code: 0 },
      ]),
    );
  });

  it('stops at the first stage that fails, with its exit code', async () => {
    const { io, ran, output } = fakeStages({ 'npm run knip': { code: 3, ms: 2_000 } });
    expect(await runStages(['npm run check', 'npm run knip', 'npm run test:unit'], io)).toBe(3);
    expect(ran).toEqual(['npm run check', 'npm run knip']);
    expect(output()).toContain('✗ npm run knip: exit code 3 after 2.0s');
    expect(output()).toContain('2.0s  npm run knip (failed)');
  });

  it('runs a stage in the shell, with its arguments, and reports a signal as a shell does', async () => {
    expect(
      await runStages(['exit 0', "node -e 'process.exit(Number(process.argv[1]))' 7"], { log: () => {} }),
    ).toBe(7);
    expect(await runStages(['kill -TERM $$'], { log: () => {} })).toBe(128 + 15);
  });
});

describe('stageTable', () => {
  it('lines up the times', () => {
    expect(
      stageTable([
        { command: 'a', ms: 400, code: 0 },
        { command: 'b', ms: 83_400, code: 0 },
      ]),
    ).toBe(['Stage times:', '      0.4s  a', '  1m 23.4s  b', '  1m 23.8s  total'].join('\n'));
  });
});
