import type { CreateFormInput, PartnerDisclosures, UpdateFormInput } from '@mrn/sdk/schemas';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PlanRecord } from '../billing/index.ts';
import { planRecordColumns, planRecordOf } from '../billing/index.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import { billingCustomers, forms, partners } from '../db/schema/index.ts';
import { FORM_PUBLIC_BUSINESS_EMAIL } from '../partner-addresses/index.ts';
import { generateFormId } from './form-id.ts';

export type FormRecord = typeof forms.$inferSelect;

/**
 * A form widgets may use, with its partner's plan (an ended trial brings back MRN branding) and
 * what the partner discloses (the form's licence ID, else the profile's; the Equal Housing legend).
 */
export type ActiveFormRecord = FormRecord & {
  partnerPlan: PlanRecord;
  partnerDisclosures: PartnerDisclosures;
};

export async function createForm(
  db: DatabaseExecutor,
  partnerId: string,
  input: CreateFormInput,
  id: string = generateFormId(),
): Promise<FormRecord> {
  const [created] = await db
    .insert(forms)
    .values({
      ...input,
      id,
      partnerId,
      businessEmail: input.businessEmail ?? null,
      businessPhone: input.businessPhone ?? null,
      businessWebsite: input.businessWebsite ?? null,
      licenceId: input.licenceId ?? null,
      maxWidth: input.maxWidth ?? null,
    })
    .returning();
  return created;
}

export async function listPartnerForms(db: DatabaseExecutor, partnerId: string): Promise<FormRecord[]> {
  return db
    .select()
    .from(forms)
    .where(eq(forms.partnerId, partnerId))
    .orderBy(asc(forms.createdAt), asc(forms.id));
}

/** A form only if it belongs to the partner: other partners' forms look like missing ones. */
export async function findPartnerForm(
  db: DatabaseExecutor,
  partnerId: string,
  formId: string,
): Promise<FormRecord | undefined> {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.partnerId, partnerId)))
    .limit(1);
  return form;
}

export async function updatePartnerForm(
  db: DatabaseExecutor,
  partnerId: string,
  formId: string,
  changes: UpdateFormInput,
): Promise<FormRecord | undefined> {
  const [updated] = await db
    .update(forms)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(forms.id, formId), eq(forms.partnerId, partnerId)))
    .returning();
  return updated;
}

/** The form's business email once proven, else null; named as the shared address rules expect. */
const publicBusinessEmail = sql<string | null>`(
  SELECT ${FORM_PUBLIC_BUSINESS_EMAIL} FROM forms f
    JOIN partners p ON p.id = f.partner_id LEFT JOIN users u ON u.id = p.user_id
   WHERE f.id = ${forms.id})`;

/**
 * The form a public widget may use: exists and is not disabled. Its business email only once
 * proven: the public never sees an address the partner merely typed.
 */
export async function findActiveForm(
  db: DatabaseExecutor,
  formId: string,
): Promise<ActiveFormRecord | undefined> {
  const [row] = await db
    .select({
      form: getTableColumns(forms),
      publicBusinessEmail,
      plan: planRecordColumns,
      partnerLicenceId: partners.licenceId,
      equalHousing: partners.equalHousing,
    })
    .from(forms)
    .innerJoin(partners, eq(partners.id, forms.partnerId))
    .leftJoin(billingCustomers, eq(billingCustomers.partnerId, partners.id))
    .where(and(eq(forms.id, formId), eq(forms.status, 'active')))
    .limit(1);
  return row
    ? {
        ...row.form,
        businessEmail: row.publicBusinessEmail,
        partnerPlan: planRecordOf(row.plan),
        partnerDisclosures: {
          licenceId: row.form.licenceId ?? row.partnerLicenceId,
          equalHousing: row.equalHousing,
        },
      }
    : undefined;
}
