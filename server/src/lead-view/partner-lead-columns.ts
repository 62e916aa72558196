import { leadMailSuppressionSql } from '../bounces/index.ts';
import { leads } from '../db/schema/index.ts';
import { consentRecordColumn } from '../lead-consent/index.ts';
import { leadAlertIdSql, leadStatusDateColumns, leadStatusSql } from './lead-status.ts';

/**
 * The columns of a lead as its partner sees it (the partner API, its CSV and webhook payloads),
 * selected from `leads` left-joined to its alert by partnerOwnAlertJoin (for the status and its dates).
 */
export const partnerLeadColumns = {
  id: leads.id,
  formId: leads.formId,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  rateType: leads.rateType,
  series: leads.seriesId,
  targetRate: leads.targetRate,
  direction: leads.direction,
  consent: leads.consent,
  pageUrl: leads.pageUrl,
  utm: leads.utm,
  gclid: leads.gclid,
  hiddenFields: leads.hiddenFields,
  alertId: leadAlertIdSql,
  alertKind: leads.alertKind,
  alertInputs: leads.alertInputs,
  status: leadStatusSql,
  ...leadStatusDateColumns,
  mailSuppression: leadMailSuppressionSql,
  createdAt: leads.createdAt,
  consentRecord: consentRecordColumn,
};
