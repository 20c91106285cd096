import type { AreaProblems } from '@/mock/platform/problems';
import { authRoutes } from '@/api/endpoints/auth';

/** Problem codes of a person's sign-in and account security (src/api/endpoints/auth.ts) and its public paths. */
export const accountProblems: AreaProblems = {
  titles: {
    invalid_credentials: 'Wrong e-mail or password',
    invalid_code: 'Wrong code',
    code_already_used: 'Code already used',
    too_many_attempts: 'Too many tries',
    sign_in_expired: 'Sign-in expired',
    invalid_passkey: 'Passkey not accepted',
    origin_required: 'No origin',
    not_a_session: 'Not a session',
    person_session_required: 'A person’s sign-in is needed',
    last_second_factor: 'Last second factor',
    no_second_factor: 'No second factor',
    totp_already_enabled: 'Authenticator already set up',
    totp_not_enabled: 'No authenticator',
    totp_setup_not_found: 'Setup expired',
    passkey_exists: 'Passkey already added',
    passkey_not_found: 'Passkey not found',
    wrong_password: 'Wrong password',
    password_too_short: 'Password too short',
    password_breached: 'Password found in breaches',
    password_unchanged: 'Password unchanged',
    email_unchanged: 'Same e-mail address',
    email_change_not_found: 'Link not found',
    email_link_used: 'Link already used',
    email_link_replaced: 'Link replaced',
    email_link_expired: 'Link expired',
    email_link_other_person: 'Link of another person',
    email_in_use: 'E-mail address in use',
  },
  publicPaths: [
    authRoutes.signIn.path,
    authRoutes.secondFactor.path,
    authRoutes.passkeyChallenge.path,
    authRoutes.passkeySignIn.path,
    authRoutes.verifyEmail.path,
  ],
};
