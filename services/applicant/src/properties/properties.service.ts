import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { parsePropertyWrite, propertyValueText, propertyWritesSchema, type ApplicantProperties } from '@attest/contracts';
import { AuditService, badRequest, fieldErrors, TenantRepository, validateListBody, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from '../applicant-record/applicant-access';
import { ApplicantEntity, ApplicantPropEntity } from '../applicant-record/entities';
import { upsertApplicantProps } from '../applicant-record/upsert-applicant-props';
import { loadApplicantFor, loadCallingApplicant } from '../shared/applicant-scope';

type Changes = Record<string, { from: unknown; to: unknown }>;

interface PropsPatch {
  props: Record<string, string | null>;
  stateProps: Record<string, Record<string, string | null>>;
}

/** Free-form applicant properties (GET /api/v1/properties, PATCH /api/v1/properties/multi, staff v2). */
@Injectable()
export class PropertiesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async getOwn(auth: AuthContext): Promise<ApplicantProperties> {
    const applicant = await loadCallingApplicant(this.ds, auth);
    return this.read(this.ds.manager, applicant);
  }

  async getFor(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantProperties> {
    const applicant = await loadApplicantFor(this.ds, auth, customerId, applicantId);
    return this.read(this.ds.manager, applicant);
  }

  async patchOwn(auth: AuthContext, body: unknown): Promise<ApplicantProperties> {
    const patch = await parseWrites(body);
    return this.ds.transaction(async (m) => this.write(m, auth, await loadCallingApplicant(m, auth), patch));
  }

  async patchFor(auth: AuthContext, customerId: number, applicantId: number, body: unknown): Promise<ApplicantProperties> {
    requireApplicantAccess(auth, customerId, applicantId);
    const patch = await parseWrites(body);
    return this.ds.transaction(async (m) => this.write(m, auth, await loadApplicantFor(m, auth, customerId, applicantId), patch));
  }

  /** Stores through the record's upsert helper and audits like the record PUT (entity 'applicant'). */
  private async write(m: EntityManager, auth: AuthContext, applicant: ApplicantEntity, patch: PropsPatch): Promise<ApplicantProperties> {
    const changes: Changes = {};
    await upsertApplicantProps(m, auth.customerId, applicant.applicant_id, patch.props, patch.stateProps, changes);
    if (Object.keys(changes).length > 0) {
      await new TenantRepository(m, ApplicantEntity).update(auth.customerId, { applicant_id: applicant.applicant_id }, { last_updated: new Date() });
      await this.audit.record(auth, { entity: 'applicant', entityId: applicant.applicant_id, action: 'update', changes }, m);
    }
    return this.read(m, applicant);
  }

  private async read(m: EntityManager, applicant: ApplicantEntity): Promise<ApplicantProperties> {
    const rows = await new TenantRepository(m, ApplicantPropEntity).find(applicant.customer_id, { applicant_id: applicant.applicant_id });
    const out: ApplicantProperties = { props: {}, state_props: {} };
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      if (row.state) {
        (out.state_props[row.state] ??= {})[row.code] = row.value;
      } else {
        out.props[row.code] = row.value;
      }
    }
    return out;
  }
}

/**
 * Validates the whole batch before anything is stored: shape first (validation_failed), then every code
 * against the catalogue (unknown_property names each refused item). Later items win over earlier ones.
 */
async function parseWrites(body: unknown): Promise<PropsPatch> {
  const items = await validateListBody(propertyWritesSchema, body);
  const patch: PropsPatch = { props: {}, stateProps: {} };
  const unknown: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  items.forEach((item, i) => {
    const parsed = parsePropertyWrite({ code: item.code, state: item.state });
    if (!parsed.ok) {
      (parsed.problem === 'unknown_property' ? unknown : invalid)[`[${i}].${parsed.field}`] = parsed.problem === 'unknown_property' ? 'unknown_property' : 'invalid_entry';
      return;
    }
    const { state, code } = parsed.target;
    const value = propertyValueText(item.value);
    if (state) {
      (patch.stateProps[state] ??= {})[code] = value;
    } else {
      patch.props[code] = value;
    }
  });
  if (Object.keys(unknown).length > 0) {
    throw badRequest('unknown_property', { fields: { ...invalid, ...unknown } });
  }
  if (Object.keys(invalid).length > 0) {
    throw fieldErrors(invalid);
  }
  return patch;
}
