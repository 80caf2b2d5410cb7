export * from './cards';
export * from './locales';
export * from './orderStatuses';
export * from './regionDefaults';
export * from './regions';
export * from './services';
export * from './specialFlags';
