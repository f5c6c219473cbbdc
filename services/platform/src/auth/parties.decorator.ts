import { SetMetadata } from '@nestjs/common';
import type { Party } from './auth-context';

export const ALLOWED_PARTIES = 'allowedParties';
/** Restricts a route to the given requesting parties (applicant and/or staff user). */
export const Parties = (...parties: Party[]) => SetMetadata(ALLOWED_PARTIES, parties);
