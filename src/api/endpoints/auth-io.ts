import * as z from 'zod/mini';
import {
  accountSecurity,
  emailChangeAnswer,
  emailChangeBody,
  emailVerificationBody,
  emailVerified,
  passkeyAddBody,
  passkeyChallenge,
  passkeyChallengeBody,
  passkeyIdParam,
  passkeyRegistrationOptions,
  passkeyRenameBody,
  passkeySignInBody,
  passkeySummary,
  passwordChangeBody,
  personProfile,
  profileUpdateBody,
  recoveryCodes,
  secondFactorBody,
  sessionGrant,
  signInAnswer,
  signInBody,
  totpConfirmBody,
  totpSetup,
} from '@/api/schemas/auth';
import { authRoutes } from './auth';
import { bindIo, param } from './endpoint';

const signedIn = z.object({ status: z.literal('signed_in'), session: sessionGrant });

export const authEndpoints = bindIo(authRoutes, {
  signIn: { body: signInBody, response: signInAnswer },
  secondFactor: { body: secondFactorBody, response: signedIn },
  passkeyChallenge: { body: passkeyChallengeBody, bodyOptional: true, response: passkeyChallenge },
  passkeySignIn: { body: passkeySignInBody, response: signedIn },
  signOut: { response: null, status: 204 },
  security: { response: accountSecurity },
  updateProfile: { body: profileUpdateBody, response: personProfile },
  changeEmail: { body: emailChangeBody, response: emailChangeAnswer, status: 202 },
  verifyEmail: { body: emailVerificationBody, response: emailVerified },
  changePassword: { body: passwordChangeBody, response: null, status: 204 },
  startTotp: { response: totpSetup, status: 201 },
  confirmTotp: { body: totpConfirmBody, response: recoveryCodes },
  removeTotp: { response: null, status: 204 },
  regenerateRecoveryCodes: { response: recoveryCodes },
  passkeyRegistration: { response: passkeyRegistrationOptions },
  addPasskey: { body: passkeyAddBody, response: passkeySummary, status: 201 },
  renamePasskey: {
    params: { id: param(passkeyIdParam, 'Expected a passkey id (pk_…).') },
    body: passkeyRenameBody,
    response: passkeySummary,
  },
  removePasskey: {
    params: { id: param(passkeyIdParam, 'Expected a passkey id (pk_…).') },
    response: null,
    status: 204,
  },
});
