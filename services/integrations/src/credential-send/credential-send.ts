import type { AtsConnector } from '../ats/ats-connector';
import type { AtsCredentialSource } from '../applicant-sync/applicant-sync-ports';

export interface CredentialSendResult {
  messageKey: string;
  sent: number;
  /** The applicant has no ATS candidate yet: the action stays pending. */
  waiting: number;
  failed: number;
}

/**
 * Credential send to the ATS (decision 0051): each pending `send_file` action of edocs is claimed (so two workers
 * never send the same file), its front file uploaded to the candidate's files and the action marked done with
 * the ATS's file id. A call that fails puts the action back to pending for the next run.
 */
export async function runCredentialSend(
  customerId: number,
  applicantId: number | undefined,
  connector: AtsConnector,
  source: AtsCredentialSource,
  externalIdOf: (applicantId: number) => Promise<string | null>,
): Promise<CredentialSendResult> {
  const result: CredentialSendResult = { messageKey: 'ats_credentials_sent', sent: 0, waiting: 0, failed: 0 };
  for (const action of await source.pendingSends(customerId, applicantId)) {
    const externalId = await externalIdOf(action.applicant_id);
    if (!externalId) {
      result.waiting += 1;
      continue;
    }
    if (!(await source.claim(customerId, action.action_id))) {
      continue;
    }
    const file = await source.file(customerId, action.action_id);
    if (!file) {
      await source.finish(customerId, action.action_id, { status: 'failed' });
      result.failed += 1;
      continue;
    }
    try {
      const fileId = await connector.uploadCandidateFile(externalId, { name: file.name, contentType: file.content_type, type: action.credential_name || 'Credential', content: file.content, externalKey: `crt-action-${action.action_id}` });
      await source.finish(customerId, action.action_id, { status: 'done', external_file_id: fileId });
      result.sent += 1;
    } catch (err) {
      await source.finish(customerId, action.action_id, { status: 'pending' });
      throw err;
    }
  }
  return result;
}
