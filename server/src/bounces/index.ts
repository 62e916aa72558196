// What other features may use of bounces/: its named entry file (server/src/architecture.test.ts).
export { bounceAddress } from './bounce-address.ts';
export { registerBounceGauges } from './bounce-gauges.ts';
export { leadMailSuppressionSql } from './lead-mail-suppression-sql.ts';
export { liftAnySuppression, liftBounceSuppression } from './lift-suppression.ts';
export { mailSuppressionView } from './mail-suppression-view.ts';
export { type Suppression, suppressionOf, suppressionsOf } from './suppressed-addresses.ts';
export { suppressionStops } from './suppression-policy.ts';
