/**
 * The permission matrix (docs/rules/roles.md, Who may do what): the callers' world, the access levels and each
 * area's cases, which the tRPC matrix here and the REST matrix of apps/server/src/testing run.
 */
export * from './accessLevels';
export * from './orderLifecycleMatrix';
export * from './orderMoneyMatrix';
export * from './ordersMatrix';
export * from './settingsMatrix';
export * from './staffAdminMatrix';
export * from './tokens';
export * from './trpcMatrix';
export * from './world';
