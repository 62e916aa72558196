import { z } from 'zod/mini';

/** 201 answer to a lead (POST /api/forms/{id}/leads). */
export const leadReceiptSchema = z.object({ leadId: z.string() });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;
