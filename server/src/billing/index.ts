// What other features may use of billing/: its named entry file (server/src/architecture.test.ts).
export { accountPlanOf, syncAccountPlan } from './account-plan-sync.ts';
export { registerBillingReconciliationGauges } from './billing-reconciliation-gauges.ts';
export { billingStatus } from './billing-status.ts';
export { cancelSubscriptionOfAccount } from './cancel-subscription-of-account.ts';
export { stripeOfConfig } from './configured-stripe.ts';
export { openBillingPortal } from './open-billing-portal.ts';
export { loadPlanState, planRecordColumns, planRecordOf } from './plan-record.ts';
export { type PlanRecord, type PlanState, partnerPlanOf, planState } from './plan-state.ts';
export { partnerMay, planRequiredMessage, requirePlanAllows } from './require-plan-allows.ts';
export { startCheckout } from './start-checkout.ts';
export { BILLING_OFF_LOG } from './stripe-client.ts';
export { trialDaysLeft } from './trial-days-left.ts';
