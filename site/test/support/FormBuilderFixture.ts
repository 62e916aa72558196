import { FORM_DEFAULTS } from '@mrn/sdk/schemas/form-settings';

/** A saved form as GET /api/partner/forms/{id} answers it (test data for the console's form pages): a new form's look. */
export const FORM = {
  ...FORM_DEFAULTS,
  id: 'form_abc123',
  name: 'Homepage form',
  headerTextColor: '#fff',
  buttonTextColor: '#fff',
  businessName: 'Pat Lending',
  businessEmail: null,
  businessPhone: null,
  businessWebsite: null,
  licenceId: 'NMLS 123456',
  maxWidth: null,
  programs: ['conforming'],
  status: 'active',
  allowedOrigins: ['https://www.patlending.example'],
  createdAt: '2026-02-01T12:00:00Z',
  updatedAt: '2026-02-02T12:00:00Z',
};
