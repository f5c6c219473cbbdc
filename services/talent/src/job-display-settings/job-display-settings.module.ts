import { Module } from '@nestjs/common';
import { JobDisplaySettingsController } from './job-display-settings.controller';
import { JobDisplaySettingsService } from './job-display-settings.service';

/** The job search display settings (decision 0042). */
@Module({ controllers: [JobDisplaySettingsController], providers: [JobDisplaySettingsService], exports: [JobDisplaySettingsService] })
export class JobDisplaySettingsModule {}
