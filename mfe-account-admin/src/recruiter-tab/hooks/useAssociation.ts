import { useCallback, useEffect, useState } from 'react';
import type { AtsAssociationDto } from '@attest/contracts';
import { isApiError } from '@attest/shared-ui';
import { getAssociation } from '../api/recruiter-tab-api';

export interface AssociationState {
  association: AtsAssociationDto | null;
  /** The translation key of a failed load. */
  error: string | null;
  /** Replaces the association with an answer of create/associate (no reload needed). */
  set: (next: AtsAssociationDto) => void;
}

/** The candidate's associated applicant (GET /api/v1/ats/associations/{externalId}). */
export function useAssociation(externalId: string): AssociationState {
  const [association, setAssociation] = useState<AtsAssociationDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getAssociation(externalId).then(
      (answer) => live && setAssociation(answer),
      (cause: unknown) => live && setError(isApiError(cause) ? cause.messageKey : 'unexpected_error'),
    );
    return () => {
      live = false;
    };
  }, [externalId]);
  const set = useCallback((next: AtsAssociationDto) => {
    setError(null);
    setAssociation(next);
  }, []);
  return { association, error, set };
}
