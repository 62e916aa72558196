// What other features may use of alerts/: its named entry file (server/src/architecture.test.ts).
export { alertInputsOf } from './alert-inputs-of.ts';
export {
  type AlertRule,
  alertRuleFor,
  latestRateValue,
  NO_RATE_MEETS_PAYMENT_TARGET,
  NO_RATE_MEETS_REFINANCE_RULE,
  NO_RATE_YET,
  paymentThreshold,
  rateMoveEdges,
  refinanceThreshold,
} from './alert-kind-rule.ts';
export { ALERT_RULE_COLUMNS, type AlertRuleRow, alertRuleOf } from './alert-rule-row.ts';
export { derivedAlertRule } from './alert-rule-sentence.ts';
export { ALERT_RULES } from './alert-rules.ts';
export { type AlertRequestRow, alertRequestStatement, runAlertStatement } from './alert-statement.ts';
export { alertRequestParameters, type LeadAlertInputs, type NewAlert } from './create-alert.ts';
export { type EvaluationResult, evaluateObservation } from './evaluate-observation.ts';
export { percent } from './rate-alert-mail.ts';
