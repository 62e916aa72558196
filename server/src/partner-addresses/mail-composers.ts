import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composePartnerAddressConfirmationMail } from './compose-partner-address-confirmation-mail.ts';

/** The confirmation mail of an address a partner entered for its forms' mail. */
export const partnerAddressMailComposers = {
  partner_address_confirmation: eachRow(
    ({ db, settings, now }, row) => composePartnerAddressConfirmationMail(db, settings, row, now),
    { countedPerRecipient: true },
  ),
} satisfies FeatureMailComposers;
