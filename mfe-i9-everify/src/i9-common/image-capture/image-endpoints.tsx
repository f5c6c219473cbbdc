import { createContext, useContext, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { I9ImageSide, I9List } from '@attest/contracts';

/**
 * Where a Section 2 form's document copies are read and written. Staff (`admin/i9/:recordId`) use the record's
 * routes with their session; the authorized representative's page uses its link's routes, without a session and
 * without the phone hand-off (they are the one holding the documents, usually on a phone already); the employee's
 * own page uses their current I-9's routes.
 */
export interface ImageEndpoints {
  listUrl: string;
  uploadUrl: string;
  deleteUrl(list: I9List, index: number, side: I9ImageSide): string;
  /** Send the signed-in person's headers. */
  session: boolean;
  /** Offer "continue on your phone" (needs a session and a record id). */
  handoffRecordId: number | null;
}

const EndpointsContext = createContext<ImageEndpoints | null>(null);

export function staffImageEndpoints(recordId: number): ImageEndpoints {
  return {
    listUrl: `/api/v1/submissions/${recordId}/documents`,
    uploadUrl: `/api/v1/i9/${recordId}/documents`,
    deleteUrl: (list, index, side) => `/api/v1/i9/${recordId}/documents/${list}/${index}/${side}`,
    session: true,
    handoffRecordId: recordId,
  };
}

/** The employee's own current I-9 (`i9/section1`): their session, and the phone hand-off for their record. */
export function ownImageEndpoints(recordId: number): ImageEndpoints {
  const base = '/api/v1/i9/documents';
  return {
    listUrl: base,
    uploadUrl: base,
    deleteUrl: (list, index, side) => `${base}/${list}/${index}/${side}`,
    session: true,
    handoffRecordId: recordId,
  };
}

export function secondSignerImageEndpoints(token: string): ImageEndpoints {
  const base = `/api/v1/second-signer/${encodeURIComponent(token)}/documents`;
  return {
    listUrl: base,
    uploadUrl: base,
    deleteUrl: (list, index, side) => `${base}/${list}/${index}/${side}`,
    session: false,
    handoffRecordId: null,
  };
}

export function ImageEndpointsProvider({ value, children }: { value: ImageEndpoints; children: ReactNode }) {
  return <EndpointsContext.Provider value={value}>{children}</EndpointsContext.Provider>;
}

/** The provided endpoints, else the staff record's (from the route), else none (no copies on this page). */
export function useImageEndpoints(): ImageEndpoints | null {
  const provided = useContext(EndpointsContext);
  const { recordId = '' } = useParams();
  if (provided) {
    return provided;
  }
  const id = Number(recordId);
  return id > 0 ? staffImageEndpoints(id) : null;
}
