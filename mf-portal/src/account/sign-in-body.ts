import { portalSignInBody, type PortalSignInBody } from '@silkway/contracts';
import { accountLanguageOf } from './account-language.js';

/** The sign-in request's body, or null when the address is not one (loaded on the first submit: zod). */
export const signInBodyOf = (email: string, language: string): PortalSignInBody | null =>
  portalSignInBody.safeParse({ email, language: accountLanguageOf(language) }).data ?? null;
