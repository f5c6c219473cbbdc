import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuditService, TenantRepository, type AuthContext } from '@attest/platform';
import { CredentialTypeEntity } from '../credentials/entities';
import { defaultEvents, eventView, type CertificationRequirementEvent, type EventConfig } from './automation-events';
import { CertEntityDirectory } from './cert-entity-directory';
import { CredentialAutomationService } from './credential-automation.service';
import { CertAutomationEventEntity, CertRequirementConfigEntity } from './entities';
import type { AutomationDefaultInput, RequirementInput } from './requirement-dtos';

/** The reason a configuration is invalid (staff-side §5, §8): a key for the screen and the spec's English label. */
export interface InvalidReason {
  messageKey: 'cert_invalid_credential' | 'cert_invalid_entity';
  params: Record<string, string | number>;
  label: string;
}

export interface RequirementView {
  id: number;
  customer_id: number;
  customer_location_id: number | null;
  entity_type: string;
  entity_id: number;
  credential_id: number;
  events: CertificationRequirementEvent[];
  credentialAltId: string | null;
  credentialName: string | null;
  entityName: string | null;
  invalid: InvalidReason[];
}

const entityLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Certification requirement configurations per location and entity, their invalid list, and the default automation. */
@Injectable()
export class CertificationRequirementsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly directory: CertEntityDirectory,
    private readonly automation: CredentialAutomationService,
  ) {}

  private repo() {
    return new TenantRepository(this.ds, CertRequirementConfigEntity);
  }

  async list(auth: AuthContext, locationId?: number): Promise<RequirementView[]> {
    const qb = this.repo().query(auth.customerId, 'r').orderBy('r.id', 'ASC');
    if (locationId !== undefined) {
      qb.andWhere('(r.customer_location_id IS NULL OR r.customer_location_id = :locationId)', { locationId });
    }
    return this.views(auth.customerId, await qb.getMany());
  }

  async invalid(auth: AuthContext): Promise<RequirementView[]> {
    return (await this.list(auth)).filter((v) => v.invalid.length > 0);
  }

  async get(auth: AuthContext, id: number): Promise<RequirementView> {
    return (await this.views(auth.customerId, [await this.repo().findOneOr404(auth.customerId, { id })]))[0];
  }

  /** Create (no id) or update (id: the customer's own, else 404). The credential must be the customer's (404). */
  async save(auth: AuthContext, input: RequirementInput): Promise<RequirementView> {
    await new TenantRepository(this.ds, CredentialTypeEntity).findOneOr404(auth.customerId, { credential_id: input.credential_id });
    const before = input.id !== undefined ? await this.repo().findOneOr404(auth.customerId, { id: input.id }) : null;
    const events: EventConfig[] = input.events ?? (before ? JSON.parse(before.events) : await this.automation.eventsFor(auth.customerId));
    const fields = {
      customer_location_id: input.customer_location_id ?? null, entity_type: input.entity_type, entity_id: input.entity_id,
      credential_id: input.credential_id, events: JSON.stringify(events), updated: new Date(),
    };
    const id = await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CertRequirementConfigEntity);
      if (before) {
        await repo.update(auth.customerId, { id: before.id }, fields);
      }
      const rowId = before ? before.id : (await repo.insert(auth.customerId, fields)).id;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const k of ['customer_location_id', 'entity_type', 'entity_id', 'credential_id', 'events'] as const) {
        if (!before || before[k] !== fields[k]) {
          changes[k] = { from: before ? before[k] : null, to: fields[k] };
        }
      }
      await this.audit.record(auth, { entity: 'certification_requirement', entityId: rowId, action: before ? 'update' : 'create', changes }, m);
      return rowId;
    });
    return this.get(auth, id);
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    const row = await this.repo().findOneOr404(auth.customerId, { id });
    await this.ds.transaction(async (m) => {
      await new TenantRepository(m, CertRequirementConfigEntity).delete(auth.customerId, { id });
      await this.audit.record(auth, { entity: 'certification_requirement', entityId: id, action: 'delete', changes: { credential_id: { from: row.credential_id, to: null } } }, m);
    });
  }

  /** GET CredentialAutomationConfiguration/default: the customer's default events, or the spec's table when none is saved. */
  async getDefault(auth: AuthContext): Promise<CertificationRequirementEvent[]> {
    return (await this.automation.eventsFor(auth.customerId)).map(eventView);
  }

  /** CredentialAutomationConfiguration/default: the customer's default events (the spec's table when no body). */
  async saveDefault(auth: AuthContext, input: AutomationDefaultInput): Promise<CertificationRequirementEvent[]> {
    const events = input.events ?? defaultEvents();
    const before = await this.automation.eventsFor(auth.customerId);
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CertAutomationEventEntity);
      await repo.delete(auth.customerId, {});
      for (const e of events) {
        await repo.insert(auth.customerId, { status_id: e.status_id, action_ids: JSON.stringify([...new Set(e.action_ids)]) });
      }
      await this.audit.record(auth, { entity: 'credential_automation', entityId: auth.customerId, action: 'update', changes: { events: { from: before, to: events } } }, m);
    });
    return (await this.automation.eventsFor(auth.customerId)).map(eventView);
  }

  private async views(customerId: number, rows: CertRequirementConfigEntity[]): Promise<RequirementView[]> {
    const credIds = [...new Set(rows.map((r) => r.credential_id))];
    const creds = new Map((credIds.length ? await new TenantRepository(this.ds, CredentialTypeEntity).find(customerId, { credential_id: In(credIds) }) : []).map((c) => [c.credential_id, c]));
    const entities = await this.directory.lookup(customerId, rows);
    return rows.map((r) => {
      const cred = creds.get(r.credential_id);
      const entity = entities.get(`${r.entity_type}:${r.entity_id}`);
      const invalid: InvalidReason[] = [];
      if (!cred || cred.active !== 1 || !cred.alt_id) {
        invalid.push({ messageKey: 'cert_invalid_credential', params: { id: r.credential_id }, label: `Invalid Credential: ${r.credential_id}. Inactive or Missing Alt ID.` });
      }
      if (entity && (!entity.active || !entity.visibleToApplicant)) {
        const entityType = entityLabel(r.entity_type);
        invalid.push({ messageKey: 'cert_invalid_entity', params: { entityType }, label: `Invalid ${entityType}. Inactive or not visible to Applicant.` });
      }
      return {
        id: r.id, customer_id: r.customer_id, customer_location_id: r.customer_location_id, entity_type: r.entity_type, entity_id: r.entity_id, credential_id: r.credential_id,
        events: (JSON.parse(r.events) as EventConfig[]).map(eventView),
        credentialAltId: cred?.alt_id ?? null, credentialName: cred?.name ?? null, entityName: entity?.name ?? null, invalid,
      };
    });
  }
}
