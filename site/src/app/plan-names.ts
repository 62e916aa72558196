import type { Plan } from '@mrn/sdk/schemas/auth';

export const PLAN_NAMES: Record<Plan, string> = { free: 'Free', pro: 'Pro' };
