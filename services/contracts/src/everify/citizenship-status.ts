import { toDocumentAttestation } from '../i9/attestation';
import type { EverifyCitizenshipStatus } from './everify-types';

/** The spec's mapping to the verification service: ALIEN → AUTHORIZED_ALIEN, CITIZEN → CITIZEN, LAWRES → PERMANENT_RESIDENT, NONCIT → NON_CITIZEN_NATIONAL, otherwise ANY. */
export function everifyCitizenshipStatus(attestation: unknown): EverifyCitizenshipStatus {
  return toDocumentAttestation(attestation);
}
