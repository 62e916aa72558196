import type { ComposedMail } from '../mail/composed-mail.ts';

/** What composing one outbox row decided: send this mail, cancel, merge, defer or suppress. */
export type Composition =
  /** `alsoRecords`: rows combined into this mail, recorded with it (one alert mail per person per day). */
  | { action: 'send'; mail: ComposedMail; alsoRecords?: number[] }
  | { action: 'cancel'; reason: string }
  /** Goes out as part of row `into`'s mail, which records it. */
  | { action: 'merged'; into: number }
  /** Not now: back to pending until `until`, without spending an attempt. */
  | { action: 'defer'; until: Date; reason: string }
  /** Not sent: the address bounced or complained (bounces/); `alsoRecords` as for `send`. */
  | { action: 'suppress'; reason: string; alsoRecords?: number[] };
