import { EQUAL_HOUSING_LEGENDS } from '@mrn/sdk/schemas/equal-housing';
import { PARTNER_PROFILE_HINTS } from '@mrn/sdk/schemas/partner-profile';
import type { RefObject } from 'react';
import SelectField from '../SelectField.tsx';
import TextField from '../TextField.tsx';

/** The Equal Housing choice as the select offers it ('' is none). */
const EQUAL_HOUSING_CHOICES = [
  { value: '', label: 'None' },
  { value: 'opportunity', label: EQUAL_HOUSING_LEGENDS.opportunity },
  { value: 'lender', label: EQUAL_HOUSING_LEGENDS.lender },
] as const;

/** The profile as the form edits it: every field a string ('' for an empty optional field). */
export interface PartnerProfileValues {
  businessName: string;
  licenceId: string;
  website: string;
  logoUrl: string;
  replyToEmail: string;
  equalHousing: '' | 'opportunity' | 'lender';
}

export const EMPTY_PROFILE_VALUES: PartnerProfileValues = {
  businessName: '',
  licenceId: '',
  website: '',
  logoUrl: '',
  replyToEmail: '',
  equalHousing: '',
};

/** Below the profile form when a field fails the check before anything is sent. */
export const FIELDS_NEED_ATTENTION = 'Some fields need your attention.';

interface PartnerProfileFieldsProps {
  /** Prefix of the inputs' ids, so two forms could share a page. */
  idPrefix: string;
  values: PartnerProfileValues;
  onChange: (values: PartnerProfileValues) => void;
  errors: Record<string, string>;
  /** The business name input, focused when the form has an error there or first opens. */
  firstField?: RefObject<HTMLInputElement | null>;
}

/** The six profile fields with their hints and the schema's (or the server's) message for each. */
export default function PartnerProfileFields({
  idPrefix,
  values,
  onChange,
  errors,
  firstField,
}: PartnerProfileFieldsProps) {
  const set = (field: keyof PartnerProfileValues) => (value: string) =>
    onChange({ ...values, [field]: value });
  return (
    <>
      <TextField
        ref={firstField}
        id={`${idPrefix}-business-name`}
        label="Business name"
        hint={PARTNER_PROFILE_HINTS.businessName}
        autoComplete="organization"
        required
        value={values.businessName}
        onValueChange={set('businessName')}
        error={errors.businessName}
      />
      <TextField
        id={`${idPrefix}-licence-id`}
        label="Licence ID (optional)"
        hint={PARTNER_PROFILE_HINTS.licenceId}
        autoComplete="off"
        value={values.licenceId}
        onValueChange={set('licenceId')}
        error={errors.licenceId}
      />
      <TextField
        id={`${idPrefix}-website`}
        label="Website (optional)"
        hint={PARTNER_PROFILE_HINTS.website}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={values.website}
        onValueChange={set('website')}
        error={errors.website}
      />
      <TextField
        id={`${idPrefix}-logo-url`}
        label="Logo URL (optional)"
        hint={PARTNER_PROFILE_HINTS.logoUrl}
        type="url"
        inputMode="url"
        spellCheck={false}
        value={values.logoUrl}
        onValueChange={set('logoUrl')}
        error={errors.logoUrl}
      />
      <TextField
        id={`${idPrefix}-reply-to`}
        label="Reply-to email (optional)"
        hint={PARTNER_PROFILE_HINTS.replyToEmail}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={values.replyToEmail}
        onValueChange={set('replyToEmail')}
        error={errors.replyToEmail}
      />
      <SelectField
        id={`${idPrefix}-equal-housing`}
        label="Equal Housing legend (optional)"
        hint={PARTNER_PROFILE_HINTS.equalHousing}
        value={values.equalHousing}
        options={EQUAL_HOUSING_CHOICES}
        onValueChange={(equalHousing) => onChange({ ...values, equalHousing })}
        error={errors.equalHousing}
      />
    </>
  );
}
