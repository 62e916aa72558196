import { z } from 'zod/mini';
import { ALERT_DIRECTIONS, alertDirectionSchema } from './alert-direction';
import {
  ALERT_KINDS,
  paymentAlertInputsSchema,
  rateMoveInputsSchema,
  rateMoveStateSchema,
  rearmMarginSchema,
  refinanceAlertInputsSchema,
} from './alert-kinds';
import { PLANS } from './auth';
import { alertSeriesShape, rateSeriesIdSchema, requireSeries } from './rate-series';
import { RATE_TYPES, rateTypeSchema } from './rate-type';
import { targetRateSchema } from './target-rate';

/**
 * Where an alert lives: `active` fires, `paused` is kept but silent (the person's choice),
 * `pending` waits for the confirmation mail, `unsubscribed` was switched off from a mail.
 */
export const ALERT_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

const statusChangeSchema = z.optional(z.enum(['active', 'paused'], 'Status must be active or paused.'));

/**
 * POST /api/app/alerts: a signed-in person's address is verified, so the alert is active at once.
 * `kind` defaults to `rate` (a target the person picks); the other kinds carry `inputs` from which the
 * server derives the threshold (see alert-kinds.ts).
 */
export const accountAlertCreateSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z._default(z.literal('rate'), 'rate'),
      ...alertSeriesShape,
      threshold: targetRateSchema,
      direction: alertDirectionSchema,
      rearmMargin: z.optional(rearmMarginSchema),
    })
    .check(requireSeries()),
  z
    .strictObject({
      kind: z.literal('refinance'),
      ...alertSeriesShape,
      inputs: refinanceAlertInputsSchema,
      rearmMargin: z.optional(rearmMarginSchema),
    })
    .check(requireSeries()),
  z
    .strictObject({
      kind: z.literal('payment'),
      ...alertSeriesShape,
      inputs: paymentAlertInputsSchema,
      rearmMargin: z.optional(rearmMarginSchema),
    })
    .check(requireSeries()),
  z
    .strictObject({ kind: z.literal('rate_move'), ...alertSeriesShape, inputs: rateMoveInputsSchema })
    .check(requireSeries()),
]);
export type AccountAlertCreate = z.output<typeof accountAlertCreateSchema>;
/** The body of one kind, e.g. `AccountAlertCreateOf<'refinance'>`. */
export type AccountAlertCreateOf<Kind extends AccountAlertCreate['kind']> = Extract<
  AccountAlertCreate,
  { kind: Kind }
>;

/**
 * PATCH /api/app/alerts/:id: edit in place, pause or resume. A `rate` alert edits its rule fields;
 * the other kinds send `kind` and their whole `inputs` again (the threshold is derived from them).
 * Any kind may change `status` and `rearmMargin` (rate-move alerts re-arm by moving, so they have none).
 */
export const accountAlertUpdateSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z._default(z.literal('rate'), 'rate'),
    rateType: z.optional(rateTypeSchema),
    series: z.optional(rateSeriesIdSchema),
    threshold: z.optional(targetRateSchema),
    direction: z.optional(alertDirectionSchema),
    rearmMargin: z.optional(rearmMarginSchema),
    status: statusChangeSchema,
  }),
  z.strictObject({
    kind: z.literal('refinance'),
    rateType: z.optional(rateTypeSchema),
    series: z.optional(rateSeriesIdSchema),
    inputs: z.optional(refinanceAlertInputsSchema),
    rearmMargin: z.optional(rearmMarginSchema),
    status: statusChangeSchema,
  }),
  z.strictObject({
    kind: z.literal('payment'),
    rateType: z.optional(rateTypeSchema),
    series: z.optional(rateSeriesIdSchema),
    inputs: z.optional(paymentAlertInputsSchema),
    rearmMargin: z.optional(rearmMarginSchema),
    status: statusChangeSchema,
  }),
  z.strictObject({
    kind: z.literal('rate_move'),
    rateType: z.optional(rateTypeSchema),
    series: z.optional(rateSeriesIdSchema),
    inputs: z.optional(rateMoveInputsSchema),
    status: statusChangeSchema,
  }),
]);
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

/** What an alert of each kind was set up with (rate alerts have none: the threshold is the input). */
export const accountAlertInputsSchema = z.nullable(
  z.union([
    z.object({ kind: z.literal('refinance'), refinance: refinanceAlertInputsSchema }),
    z.object({ kind: z.literal('payment'), payment: paymentAlertInputsSchema }),
    z.object({ kind: z.literal('rate_move'), rateMove: rateMoveStateSchema }),
  ]),
);
export type AccountAlertInputs = z.infer<typeof accountAlertInputsSchema>;

export const accountAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The term of the series it watches (30y or 15y). */
  rateType: z.enum(RATE_TYPES),
  /** The catalogued FRED series it watches, e.g. OBMMIFHA30YF. */
  series: z.string(),
  /** The series in words, e.g. "30-year FHA". */
  seriesLabel: z.string(),
  /**
   * The rate the alert fires at: the target for `rate`, the derived rate for `refinance` and `payment`
   * (0 once no rate meets the rule, e.g. after the balance amortised), the lower edge for `rate_move`.
   */
  threshold: z.number(),
  direction: z.enum(ALERT_DIRECTIONS),
  /** Rate-move alerts also fire at or above this; null for the other kinds. */
  upperThreshold: z.nullable(z.number()),
  /** Points the rate must come back before the alert fires again; null for rate-move alerts. */
  rearmMargin: z.nullable(z.number()),
  /** False after the alert fired, until the rate comes back by the re-arm margin. */
  armed: z.boolean(),
  /** Where a disarmed alert re-arms (the rate must be back at or past it); null while armed. */
  rearmAt: z.nullable(z.number()),
  inputs: accountAlertInputsSchema,
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
