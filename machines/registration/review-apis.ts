// The ports the registration review machines declare (PX-17-005); src/api/adapters/registration.ts
// binds them to the typed client.
import type { Wire } from '../wire.ts';

export type RegistrationRecord = Wire['Registration'];
export type DocumentPart = 'taxExemptFile' | 'resaleLicenseFile';

export interface ReviewApis {
  /** The registrations waiting for review. */
  waiting: (signal: AbortSignal) => Promise<{ registrations: RegistrationRecord[] }>;
  one: (registrationId: string, signal: AbortSignal) => Promise<RegistrationRecord>;
  approve: (registrationId: string) => Promise<RegistrationRecord>;
  decline: (registrationId: string, reason: string) => Promise<RegistrationRecord>;
  document: (registrationId: string, part: DocumentPart, signal: AbortSignal) => Promise<Blob>;
}
