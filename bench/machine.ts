/**
 * What kind of machine a benchmark ran on, printed with its figures (bench/README.md, "Telling machines apart").
 *
 * These benchmarks run on shared two-core virtual machines whose speeds differ in more than one way: one
 * machine hashes three times faster than another yet lays out a page several times slower. Three figures
 * tell them apart: the CPU on a loop that stays in its caches (200,000 SHA-256 hashes), the cost of a
 * page fault (touching each page of freshly allocated memory: what a browser's new page, a layout or a
 * young heap pays) and the load average.
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';

const PAGE_BYTES = 4096;
const FAULT_PROBE_BYTES = 128 * 1024 * 1024;

/** Milliseconds for 200,000 chained SHA-256 hashes of 32 bytes. */
function hashLoopMs(): number {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let round = 0; round < 200_000; round++) digest = createHash('sha256').update(digest).digest();
  return performance.now() - started;
}

/**
 * Microseconds per page fault: a fresh allocation (large enough that the allocator maps new memory for it)
 * is touched once per page.
 */
function pageFaultMicroseconds(): number {
  const started = performance.now();
  const memory = Buffer.allocUnsafeSlow(FAULT_PROBE_BYTES);
  for (let offset = 0; offset < FAULT_PROBE_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
  return ((performance.now() - started) * 1000) / (FAULT_PROBE_BYTES / PAGE_BYTES);
}

/** One line for a benchmark's header: `machine: hash loop 341 ms, page fault 1.2 µs, load average 1.0 0.8 0.5`. */
export function machineLine(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `machine: hash loop ${Math.round(hashLoopMs())} ms, page fault ${pageFaultMicroseconds().toFixed(1)} µs, load average ${load}`;
}
