import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_COUNTRY_CODE, PRELIM_INFO_COMPLETE_PROP, type PrelimInfo, type PrelimInfoInput } from '@attest/contracts';
import { ApplicantEntity, ApplicantPropEntity } from '@attest/applicant';
import { AuditService, type AuthContext, fieldErrors, notFound, TenantRepository } from '@attest/platform';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { SignupOptionsService } from '../signup/signup-options.service';
import {
  checkCountry,
  checkHomeLocation,
  checkLanguage,
  checkMobilePhone,
  checkOptionalPhone,
  findLocationByCode,
} from '../signup/signup-rules';

type ApplicantPatch = Partial<
  Pick<
    ApplicantEntity,
    'first_name' | 'last_name' | 'mobile_phone' | 'home_phone' | 'country' | 'home_location' | 'location_id' | 'time_zone' | 'language' | 'opt_in_text'
  >
>;

/**
 * The preliminary-info page (GET/PUT /api/v1/applicants/prelim-info). The same customer flags as
 * sign-up decide what is required; saving marks the prop prelim_info_complete = '1'.
 */
@Injectable()
export class PrelimInfoService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly customers: CustomersService,
    private readonly signup: SignupOptionsService,
    private readonly audit: AuditService,
  ) {}

  private async applicantOf(auth: AuthContext): Promise<ApplicantEntity> {
    if (auth.party !== 'applicant' || !auth.applicantId) {
      throw notFound();
    }
    return new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: auth.applicantId });
  }

  async get(auth: AuthContext): Promise<PrelimInfo> {
    const applicant = await this.applicantOf(auth);
    const done = await new TenantRepository(this.ds, ApplicantPropEntity).findOne(auth.customerId, {
      applicant_id: applicant.applicant_id,
      state: '',
      code: PRELIM_INFO_COMPLETE_PROP,
    });
    return {
      first_name: applicant.first_name,
      last_name: applicant.last_name,
      mobile_phone: applicant.mobile_phone,
      home_phone: applicant.home_phone,
      country: applicant.country ?? DEFAULT_COUNTRY_CODE,
      home_location: applicant.home_location,
      location_code: applicant.location_id === null ? null : await this.customers.locationCodeOf(auth.customerId, applicant.location_id),
      time_zone: applicant.time_zone,
      language: applicant.language,
      opt_in_text: !!applicant.opt_in_text,
      prelim_info_complete: done?.value === '1',
    };
  }

  /** Checks everything first; on any problem answers every field error and stores nothing. */
  async save(auth: AuthContext, input: PrelimInfoInput): Promise<PrelimInfo> {
    const applicant = await this.applicantOf(auth);
    const ctx = await this.signup.context(auth.customerId);
    const flags = await this.signup.prelimFlags(auth.customerId);
    const errors: Record<string, string> = {};
    const patch: ApplicantPatch = {
      first_name: input.first_name,
      last_name: input.last_name,
      // Without mobile sign-up the number is optional here, but still checked when given.
      mobile_phone: flags.disable_mobile_phone_signup
        ? checkOptionalPhone(input.mobile_phone, ctx.flags, errors, 'mobile_phone')
        : checkMobilePhone(input.mobile_phone, ctx.flags, errors),
      home_phone: checkOptionalPhone(input.home_phone, ctx.flags, errors, 'home_phone'),
      home_location: checkHomeLocation(input.home_location, ctx, errors),
      time_zone: input.time_zone?.trim() || null,
      language: checkLanguage(input.language, ctx, errors),
    };
    if (flags.enable_country_selection) {
      patch.country = checkCountry(input.country, ctx.flags, errors);
    } else if (!applicant.country) {
      patch.country = DEFAULT_COUNTRY_CODE;
    }
    if (flags.prompt_location_on_app) {
      const location = findLocationByCode(ctx, input.location_code);
      if (!input.location_code?.trim()) {
        errors.location_code = 'required_field';
      } else if (!location) {
        errors.location_code = 'invalid_entry';
      } else {
        patch.location_id = location.location_id;
      }
    }
    if (input.opt_in_text !== undefined) {
      patch.opt_in_text = input.opt_in_text ? 1 : 0;
    }
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
    await this.store(auth, applicant, patch);
    return this.get(auth);
  }

  private async store(auth: AuthContext, applicant: ApplicantEntity, patch: ApplicantPatch): Promise<void> {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, to] of Object.entries(patch)) {
      const from = applicant[key as keyof ApplicantPatch];
      if (from !== to) {
        changes[key] = { from, to };
      }
    }
    await this.ds.transaction(async (m) => {
      const applicants = new TenantRepository(m, ApplicantEntity);
      await applicants.update(auth.customerId, { applicant_id: applicant.applicant_id }, { ...patch, last_updated: new Date() });
      const props = new TenantRepository(m, ApplicantPropEntity);
      const where = { applicant_id: applicant.applicant_id, state: '', code: PRELIM_INFO_COMPLETE_PROP };
      const existing = await props.findOne(auth.customerId, where);
      if (!existing) {
        await props.insert(auth.customerId, { ...where, value: '1' });
        changes[`props.${PRELIM_INFO_COMPLETE_PROP}`] = { from: null, to: '1' };
      } else if (existing.value !== '1') {
        await props.update(auth.customerId, { id: existing.id }, { value: '1' });
        changes[`props.${PRELIM_INFO_COMPLETE_PROP}`] = { from: existing.value, to: '1' };
      }
      await this.audit.record(auth, { entity: 'applicant', entityId: applicant.applicant_id, action: 'update', changes }, m);
    });
  }
}
