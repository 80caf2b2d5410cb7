/**
 * What tests, the crash test and the benchmarks use of the API (docs/architecture.md, The parts): a test context,
 * placed orders and drafts, list, money and recurring fixtures. None of it is reached from `@laundry/api`.
 */
export * from './context';
export * from './drafts';
export * from './listOrders';
export * from './money';
export * from './orders';
export * from './recurring';
