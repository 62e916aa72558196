import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeInstallInstructionsMail } from './compose-install-instructions-mail.ts';

/** The web developer's install mail, requested by the partner for an address nobody has proven. */
export const installInstructionsMailComposers = {
  install_instructions: eachRow(
    ({ db, settings }, row) => composeInstallInstructionsMail(db, settings, row),
    {
      countedPerRecipient: true,
    },
  ),
} satisfies FeatureMailComposers;
