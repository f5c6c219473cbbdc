import { Body, Controller, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppException, IdParam, notFound, Public, type AppConfig } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import type { ApplicantSyncDto } from '../applicant-sync/applicant-sync.service';
import { InboundChangesService } from './inbound-changes.service';
import { checkWebhookSignature, webhookSecret } from './webhook-signature';

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const CANDIDATE = new Set(['Candidate', 'candidates', 'candidate']);

/**
 * POST /api/v1/integrations/ats/{ats}/webhooks/{customerId}: the ATS tells us a candidate changed (decision
 * 0051). Public on purpose (the ATS has no session): the HMAC signature with the customer's secret is the
 * credential, and its timestamp must be inside the replay window; an event id seen before applies nothing.
 * Body: { event_id, entity: "Candidate", id, fields: { <ATS field>: value, … } } — only the sent fields change.
 * With DISABLE_SYNC_FROM_ATS the event is recorded and answered 202, nothing applied.
 */
@ApiTags('integrations')
@Public()
@Controller('api/v1/integrations/ats')
export class AtsWebhookController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
    @Inject(InboundChangesService) private readonly inbound: InboundChangesService,
  ) {}

  @Post(':ats/webhooks/:customerId')
  @HttpCode(202)
  async receive(
    @Param('ats') ats: string,
    @Param('customerId', IdParam) customerId: number,
    @Headers('x-ats-signature') signature: string | undefined,
    @Body() body: unknown,
  ): Promise<ApplicantSyncDto> {
    const check = checkWebhookSignature(webhookSecret(this.config.signingSecret, customerId), signature, body);
    if (check !== 'ok') {
      throw new AppException(401, check === 'stale' ? 'ats_webhook_stale' : 'ats_webhook_signature_invalid');
    }
    if ((await this.connectors.adapter(customerId)) !== ats) {
      throw notFound('ats_adapter_not_found');
    }
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const fields = b.fields;
    if (typeof b.event_id !== 'string' || !EVENT_ID.test(b.event_id) || !CANDIDATE.has(String(b.entity)) || (typeof b.id !== 'string' && typeof b.id !== 'number') || !fields || typeof fields !== 'object' || Array.isArray(fields)) {
      throw new AppException(400, 'ats_webhook_body_invalid');
    }
    return this.inbound.apply(customerId, ats, String(b.id), fields as Record<string, unknown>, 'webhook', `webhook-${b.event_id}`);
  }
}
