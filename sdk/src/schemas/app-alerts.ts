import { z } from 'zod/mini';
import { ALERT_DIRECTIONS, alertDirectionSchema } from './alert-direction';
import { PLANS } from './auth';
import { RATE_TYPES, rateTypeSchema } from './rate-type';
import { targetRateSchema } from './target-rate';

/**
 * Where an alert lives: `active` fires, `paused` is kept but silent (the person's choice),
 * `pending` waits for the confirmation mail, `unsubscribed` was switched off from a mail.
 */
export const ALERT_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** POST /api/app/alerts: a signed-in person's address is verified, so the alert is active at once. */
export const accountAlertCreateSchema = z.strictObject({
  rateType: rateTypeSchema,
  threshold: targetRateSchema,
  direction: alertDirectionSchema,
});
export type AccountAlertCreate = z.output<typeof accountAlertCreateSchema>;

/** PATCH /api/app/alerts/:id: edit in place, pause or resume. */
export const accountAlertUpdateSchema = z.strictObject({
  rateType: z.optional(rateTypeSchema),
  threshold: z.optional(targetRateSchema),
  direction: z.optional(alertDirectionSchema),
  status: z.optional(z.enum(['active', 'paused'], 'Status must be active or paused.')),
});
export type AccountAlertUpdate = z.output<typeof accountAlertUpdateSchema>;

/** :id of /api/app/alerts/:id (a UUID; anything else is a 404 like a missing alert). */
export const alertIdParamsSchema = z.strictObject({ id: z.uuid() });

/** One mail sent for an alert. */
export const alertNotificationSchema = z.object({
  sentAt: z.string(),
  /** The observation that crossed the threshold. */
  rate: z.number(),
  observationDate: z.string(),
});
export type AlertNotification = z.infer<typeof alertNotificationSchema>;

export const accountAlertSchema = z.object({
  id: z.string(),
  rateType: z.enum(RATE_TYPES),
  threshold: z.number(),
  direction: z.enum(ALERT_DIRECTIONS),
  status: z.enum(ALERT_STATUSES),
  /** Set for alerts that came from a partner's lead form: the partner's business name. */
  partnerName: z.nullable(z.string()),
  createdAt: z.string(),
  lastNotifiedAt: z.nullable(z.string()),
  /** Newest first. */
  notifications: z.array(alertNotificationSchema),
});
export type AccountAlert = z.infer<typeof accountAlertSchema>;

/** GET /api/app/alerts */
export const accountAlertListSchema = z.object({
  alerts: z.array(accountAlertSchema),
  plan: z.enum(PLANS),
  /** Active alerts the plan allows at once, and how many are active now. */
  activeLimit: z.number(),
  activeCount: z.number(),
});
export type AccountAlertList = z.infer<typeof accountAlertListSchema>;
