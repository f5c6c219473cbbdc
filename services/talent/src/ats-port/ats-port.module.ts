import { Global, Module } from '@nestjs/common';
import { AtsJobTarget, MapsModule } from '@attest/integrations';
import { TalentAtsJobTarget } from './talent-ats-job-target';

/** Provides integrations' AtsJobTarget to the whole process (the job order sync writes postings through it). */
@Global()
@Module({
  imports: [MapsModule],
  providers: [{ provide: AtsJobTarget, useClass: TalentAtsJobTarget }],
  exports: [AtsJobTarget],
})
export class AtsPortModule {}
