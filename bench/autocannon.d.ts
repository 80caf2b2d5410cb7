// The part of autocannon's API the HTTP benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    /** Seconds the run took. */
    duration: number;
    latency: { p99: number; p50: number; average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
