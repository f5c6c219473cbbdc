import type { SignatureRequest } from '@attest/contracts';
import { useContentText, type ContentText } from '@attest/shared-ui';
import { useListSignatureRequestsQuery } from '../documents/api/documents-api';

export interface DocumentTask {
  key: string;
  name: string;
  path: string;
  completedDate: string | null;
}

/** The request's name in the page's language: its package, else its documents. */
const nameOf = (r: SignatureRequest, text: ContentText) =>
  r.package_name ? text.content('package', r.package_name) : r.templates.filter((tpl) => !tpl.hide_from_applicant).map((tpl) => text.content('template', tpl.name)).join(', ');
const taskOf = (r: SignatureRequest, text: ContentText): DocumentTask => ({ key: `sig-${r.sig_request_id}`, name: nameOf(r, text), path: `documents/${r.sig_request_id}`, completedDate: r.complete_date });

/**
 * Signature requests as self-service tasks: open ones to do, completed ones done. Read from the documents
 * list here (edocs builds on the applicant service, so the self-service answer cannot include them). A list
 * that cannot be loaded adds nothing: the other tasks still show.
 */
export function useDocumentTasks(enabled: boolean): { open: DocumentTask[]; completed: DocumentTask[] } {
  const { data } = useListSignatureRequestsQuery(undefined, { skip: !enabled });
  const text = useContentText();
  if (!enabled || !data) {
    return { open: [], completed: [] };
  }
  return { open: data.todo.map((r) => taskOf(r, text)), completed: data.signed.filter((r) => r.complete_date).map((r) => taskOf(r, text)) };
}
