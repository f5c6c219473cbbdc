import { Global, Module } from '@nestjs/common';
import { AtsJobTarget, AtsPlacementTarget, MapsModule } from '@attest/integrations';
import { TalentAtsJobTarget } from './talent-ats-job-target';
import { TalentAtsPlacementTarget } from './talent-ats-placement-target';

/** Provides integrations' AtsJobTarget to the whole process (the job order sync writes postings through it). */
@Global()
@Module({
  imports: [MapsModule],
  providers: [{ provide: AtsJobTarget, useClass: TalentAtsJobTarget }, { provide: AtsPlacementTarget, useClass: TalentAtsPlacementTarget }],
  exports: [AtsJobTarget, AtsPlacementTarget],
})
export class AtsPortModule {}
