import { DynamicModule, Module } from '@nestjs/common';
import { ApplicantModule, applicantDataParts } from '@attest/applicant';
import { ComplianceModule, complianceDataParts } from '@attest/compliance';
import { EdocsModule, edocsDataParts } from '@attest/edocs';
import { FormsModule, formsDataParts } from '@attest/forms';
import { IdentityModule, identityDataParts } from '@attest/identity';
import { IntegrationsModule, integrationsDataParts } from '@attest/integrations';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { ReportingModule, reportingDataParts } from '@attest/reporting';
import { TalentModule, talentDataParts } from '@attest/talent';
import { WorkerModule } from '@attest/worker';

/** Every domain service (and, unless RUN_WORKER=false, the worker) in one process. */
@Module({})
export class ServerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ServerModule,
      imports: [
        PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, edocsDataParts, integrationsDataParts, complianceDataParts, talentDataParts, reportingDataParts]),
        IdentityModule,
        ApplicantModule,
        FormsModule,
        EdocsModule,
        ComplianceModule,
        TalentModule,
        ReportingModule,
        IntegrationsModule,
        ...(config.runWorker ? [WorkerModule] : []),
      ],
    };
  }
}
