import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AtsCredentialSource, type CredentialFile, type PendingCredentialSend } from '@attest/integrations';
import { STORAGE, TenantRepository, type StorageService } from '@attest/platform';
import { PendingAtsActionEntity } from '../certification-requirements/entities';
import { ApplicantCredentialEntity, CredentialTypeEntity } from '../credentials/entities';

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) {
    parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  }
  return Buffer.concat(parts);
};

/**
 * Edocs' side of the credential send to the ATS (decisions 0039, 0051): the `send_file` rows of
 * crt_pending_ats_actions, claimed pending → sending with a conditional update (one sender per row), the
 * credential's front file read from storage, and the row marked done (or back to pending / failed).
 */
@Injectable()
export class EdocsAtsCredentialSource extends AtsCredentialSource {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {
    super();
  }

  async pendingSends(customerId: number, applicantId?: number): Promise<PendingCredentialSend[]> {
    const actions = await new TenantRepository(this.ds, PendingAtsActionEntity).find(customerId, { kind: 'send_file', status: 'pending' });
    if (!actions.length) {
      return [];
    }
    const creds = await new TenantRepository(this.ds, ApplicantCredentialEntity).find(customerId, { id: In(actions.map((a) => a.apl_credential_id)) });
    const byId = new Map(creds.map((c) => [c.id, c]));
    const types = new Map((await new TenantRepository(this.ds, CredentialTypeEntity).find(customerId)).map((t) => [t.credential_id, t.name]));
    return actions
      .sort((a, b) => a.id - b.id)
      .filter((a) => byId.has(a.apl_credential_id) && (applicantId === undefined || byId.get(a.apl_credential_id)?.applicant_id === applicantId))
      .map((a) => {
        const c = byId.get(a.apl_credential_id) as ApplicantCredentialEntity;
        return { action_id: a.id, applicant_id: c.applicant_id, credential_id: c.id, credential_name: types.get(c.credential_id) ?? '' };
      });
  }

  async claim(customerId: number, actionId: number): Promise<boolean> {
    return (await new TenantRepository(this.ds, PendingAtsActionEntity).update(customerId, { id: actionId, status: 'pending' }, { status: 'sending' })) > 0;
  }

  async file(customerId: number, actionId: number): Promise<CredentialFile | null> {
    const action = await new TenantRepository(this.ds, PendingAtsActionEntity).findOne(customerId, { id: actionId });
    const cred = action ? await new TenantRepository(this.ds, ApplicantCredentialEntity).findOne(customerId, { id: action.apl_credential_id }) : null;
    if (!cred || cred.status === 'DELETED' || !cred.front_key || !(await this.storage.exists(cred.front_key))) {
      return null;
    }
    return { name: cred.front_name ?? 'credential', content_type: cred.front_mime ?? 'application/octet-stream', content: await readAll(await this.storage.read(cred.front_key)) };
  }

  async finish(customerId: number, actionId: number, outcome: { status: 'done' | 'failed' | 'pending'; external_file_id?: string | null }): Promise<void> {
    await new TenantRepository(this.ds, PendingAtsActionEntity).update(customerId, { id: actionId }, { status: outcome.status });
  }
}
