import { Module } from '@nestjs/common';
import { AlertChannelService } from './alert-channel.service';
import { AlertsController } from './alerts.controller';
import { AlertsService } from './alerts.service';

/** Staff alerts (issue 17); AlertsService is exported for the product's own alerts (schedule reminders). */
@Module({ controllers: [AlertsController], providers: [AlertsService, AlertChannelService], exports: [AlertsService] })
export class StaffAlertsModule {}
