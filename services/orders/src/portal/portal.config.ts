import { z } from 'zod';

/** How often one e-mail address may ask for a sign-in link (whether or not it is a client's). */
export const portalSettings = {
  PORTAL_SIGN_INS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  PORTAL_SIGN_IN_EMAIL_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
};
