import { PERMISSIONS } from '@attest/contracts';
import { Parties } from '../auth/parties.decorator';
import { RequirePermission } from '../auth/require-permission.decorator';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { object, string } from 'yup';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { YupBody } from '../http/yup-body.pipe';
import { SubscriptionService } from './subscription.service';

const subscriptionBody = object({ value: string().required('connection_required').max(100, 'connection_required') });

/** `POST /api/v1/realtime/subscriptions/:eventName` with `{ value: <socket id> }` (authenticated). */
@Controller('api/v1/realtime/subscriptions')
export class SubscriptionsController {
  constructor(@Inject(SubscriptionService) private readonly subscriptions: SubscriptionService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post(':eventName')
  @HttpCode(200)
  async subscribe(
    @Param('eventName') eventName: string,
    @Body(new YupBody(subscriptionBody)) body: { value: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ subscribed: true }> {
    await this.subscriptions.subscribe(eventName, body.value, auth.customerId);
    return { subscribed: true };
  }
}
