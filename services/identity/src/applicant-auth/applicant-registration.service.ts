import { normaliseEmail, TERMS_OF_SERVICE_VERSION } from '@attest/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RegisterApplicantInput } from '@attest/contracts';
import { ApplicantEntity, recordTermsAcceptance } from '@attest/applicant';
import {
  APP_CONFIG,
  type AppConfig,
  AppException,
  AuditService,
  conflict,
  fieldErrors,
  hashPassword,
  isUniqueViolation,
  JOB_QUEUE,
  type JobQueue,
  NotificationService,
  TenantRepository,
  TokenService,
} from '@attest/platform';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { SignupOptionsService } from '../signup/signup-options.service';
import { resolveSignup } from '../signup/signup-rules';
import { CONFIRMATION_TTL_MINUTES, confirmationEmail } from './auth-emails';
import { APPLICANT_REGISTERED_JOB, APPLICANT_REGISTERED_QUEUE, applicantRegisteredJobId, type ApplicantRegisteredJobData } from './applicant-registered.event';

/** Applicant sign-up and email confirmation. */
@Injectable()
export class ApplicantRegistrationService {
  private readonly applicants: TenantRepository<ApplicantEntity>;
  private readonly log = new Logger('ApplicantRegistration');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: CustomersService,
    private readonly tokens: TokenService,
    private readonly notifications: NotificationService,
    private readonly throttle: LoginThrottleService,
    private readonly signup: SignupOptionsService,
    private readonly audit: AuditService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {
    this.applicants = new TenantRepository(ds, ApplicantEntity);
  }

  async register(input: RegisterApplicantInput, ip: string): Promise<{ applicant_id: number }> {
    await this.throttle.hit([['registerPerIp', ip]]);
    const customer = await this.customers.requireByCode(input.customer_code);
    // The customer's sign-up flags decide which of the optional fields are required or taken.
    const resolved = resolveSignup(input, await this.signup.context(customer.id));
    if ('errors' in resolved) {
      throw fieldErrors(resolved.errors);
    }
    const choice = resolved.value;
    const email = normaliseEmail(input.email);
    if (await this.applicants.findOne(customer.id, { email })) {
      throw conflict('duplicate_email', { email });
    }
    const now = new Date();
    const passwordHash = await hashPassword(input.password);
    let applicant: ApplicantEntity;
    try {
      // The account and its acceptance of the terms (the schema requires accept_terms) commit together.
      applicant = await this.ds.transaction(async (m) => {
        const row = await new TenantRepository(m, ApplicantEntity).insert(customer.id, {
          location_id: choice.location_id,
          first_name: input.first_name,
          last_name: input.last_name,
          email,
          password_hash: passwordHash,
          failed_login_count: 0,
          date_registered: now,
          last_updated: now,
          active: 1,
          locked: 0,
          verified: 0,
          source: 'self_registration',
          mobile_phone: choice.mobile_phone,
          home_location: choice.home_location,
          country: choice.country,
          time_zone: choice.time_zone,
          language: choice.language,
          application_status: 'SIGNUP',
          current_application_status: 'SIGNUP',
        });
        const changes = await recordTermsAcceptance(m, customer.id, row.applicant_id, TERMS_OF_SERVICE_VERSION, now);
        // No session exists yet: the new applicant is the actor (as their own later acceptances are).
        const actor = { party: 'applicant' as const, customerId: customer.id, applicantId: row.applicant_id, tokenId: 0, ip };
        await this.audit.record(actor, { entity: 'applicant', entityId: row.applicant_id, action: 'accept_terms', changes }, m);
        return row;
      });
    } catch (err) {
      // Two sign-ups racing past the check above: the unique index decides.
      if (isUniqueViolation(err)) {
        throw conflict('duplicate_email', { email });
      }
      throw err;
    }
    const { token } = await this.tokens.issue({
      kind: 'email_confirmation',
      party: 'applicant',
      subjectId: applicant.applicant_id,
      customerId: customer.id,
      ttlMinutes: CONFIRMATION_TTL_MINUTES,
    });
    const content = confirmationEmail({
      publicUrl: this.config.publicUrl,
      customerCode: customer.customer_code,
      locationCode: choice.location_code,
      token,
      firstName: input.first_name,
      customerName: customer.name,
    });
    await this.notifications.sendEmail({ customerId: customer.id, to: email, ...content });
    await this.publishRegistered(customer.id, applicant.applicant_id);
    return { applicant_id: applicant.applicant_id };
  }

  /** Tells whoever listens (talent's referrals) that she signed up; the account stands even if the queue is down. */
  private async publishRegistered(customerId: number, applicantId: number): Promise<void> {
    const data: ApplicantRegisteredJobData = { customerId, version: 1, applicantId };
    await this.queue
      .add(APPLICANT_REGISTERED_QUEUE, APPLICANT_REGISTERED_JOB, data, { jobId: applicantRegisteredJobId(customerId, applicantId) })
      .catch((err: unknown) => this.log.warn(`applicant ${applicantId}: the sign-up event was not queued: ${String(err)}`));
  }

  async confirm(token: string): Promise<{ verified: true }> {
    const row = await this.tokens.consume('email_confirmation', token);
    if (!row || row.party !== 'applicant') {
      throw new AppException(400, 'token_invalid_or_expired');
    }
    await this.applicants.update(
      row.customer_id,
      { applicant_id: row.subject_id },
      { verified: 1, last_updated: new Date() },
    );
    return { verified: true };
  }
}
