// Every table of the app, for drizzle's typed queries. Platform tables mirror migrations/0001,
// rates and alerts tables (owned by the alerts side) mirror migrations/0002 and later.
export * from './accounts.ts';
export * from './alert-addresses.ts';
export * from './alerts.ts';
export * from './billing.ts';
export * from './digest.ts';
export * from './form-analytics.ts';
export * from './install-instructions.ts';
export * from './multi-node.ts';
export * from './platform.ts';
export * from './rates.ts';
export * from './webhooks.ts';
