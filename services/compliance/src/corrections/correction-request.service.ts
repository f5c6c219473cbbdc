import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ApplicantEntity } from '@attest/applicant';
import { CustomersService } from '@attest/identity';
import { APP_CONFIG, NotificationService, type AppConfig } from '@attest/platform';
import { correctionRequestTexts } from './correction-request-message';

/**
 * Tells the employee that a Section 1 correction waits for their signature (email, with the link to their
 * Section 1). Sent after the correction is saved; a failure is logged (never the address) and the correction
 * stands: the employee also sees it on their next sign-in, and staff can send it again.
 */
@Injectable()
export class CorrectionRequestService {
  private readonly logger = new Logger('CorrectionRequest');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly notifications: NotificationService,
    private readonly customers: CustomersService,
  ) {}

  /** Whether the message went out (false: no email on file, or it could not be sent). */
  async notify(recordId: number, applicant: ApplicantEntity): Promise<boolean> {
    if (!applicant.email) {
      return false;
    }
    try {
      const customer = await this.customers.findActiveById(applicant.customer_id);
      if (!customer) {
        return false;
      }
      const location = await this.customers.locationCodeOf(customer.id, applicant.location_id);
      const link = `${this.app.publicUrl}/${encodeURIComponent(customer.customer_code)}/${encodeURIComponent(location)}/i9/section1`;
      const name = [applicant.first_name, applicant.last_name].filter(Boolean).join(' ');
      const texts = await correctionRequestTexts(this.ds, customer.id, applicant.language, { name, employer: customer.name, link });
      await this.notifications.sendEmail({ customerId: customer.id, to: applicant.email, subject: texts.subject, text: texts.text });
      return true;
    } catch (err) {
      this.logger.warn(`I-9 record ${recordId}: the Section 1 correction request was not sent (${err instanceof Error ? err.name : 'error'})`);
      return false;
    }
  }
}
