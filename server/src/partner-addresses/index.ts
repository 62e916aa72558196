// What other features may use of partner-addresses/: its named entry file (server/src/architecture.test.ts).
export { partnerBrandingForAlert, partnerBrandingForForm } from './partner-branding-query.ts';
export {
  FORM_PUBLIC_BUSINESS_EMAIL,
  isProvenPartnerAddress,
  LEAD_MAIL_RECIPIENT,
  PARTNER_ACCOUNT_ADDRESS,
  PARTNER_PROVEN_ADDRESS,
  provenStatus,
} from './proven-partner-address.ts';
export { replyToEmailStatus } from './reply-to-email-status.ts';
export { requestPartnerAddressConfirmation } from './request-address-confirmation.ts';
