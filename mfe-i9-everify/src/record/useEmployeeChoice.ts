import { useGetDocumentImagesAtQuery } from '../i9-common/image-capture/image-capture-api';
import type { EmployeeDocumentChoice } from '../i9-common/image-capture/image-capture-types';

/**
 * The employee's choice of documents, read with the document copies from `listUrl` (the staff record's or the
 * representative's link; the same query Section2Images makes). `settled` once answered or failed (an older
 * server, no access: then there is no choice to start from).
 */
export function useEmployeeChoice(listUrl: string | null): {
  settled: boolean;
  choice: EmployeeDocumentChoice | null;
} {
  const answer = useGetDocumentImagesAtQuery(listUrl ?? '', { skip: !listUrl });
  return {
    settled: !listUrl || answer.isError || answer.data !== undefined,
    choice: answer.data?.choice ?? null,
  };
}
