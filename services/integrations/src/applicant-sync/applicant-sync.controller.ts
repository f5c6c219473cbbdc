import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, notFound, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantSyncService, type ApplicantAtsStatus, type ApplicantSyncDto, type SyncOutPreview } from './applicant-sync.service';

const requestIdOf = (body: unknown): unknown => (body && typeof body === 'object' ? (body as Record<string, unknown>).request_id : undefined);

/**
 * staff-side §7 "Applicants": outbound ATS sync with preview, placement sync from the ATS and the credential
 * send, for one applicant (decision 0051). Another customer's applicant (or one outside the caller's
 * locations) is a 404; the syncs are jobs, their rows the "last results".
 */
@ApiTags('integrations')
@Parties('user')
@Controller('api')
export class ApplicantSyncController {
  constructor(private readonly syncs: ApplicantSyncService) {}

  /** The applicant page's ATS section: the customer's adapter, the candidate's id and the last results. */
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('v1/integrations/ats/applicants/:applicantId')
  current(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number): Promise<ApplicantAtsStatus> {
    return this.syncs.status(auth, null, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('v1/integrations/ats/:ats/applicants/:applicantId')
  status(@CurrentAuth() auth: AuthContext, @Param('ats') ats: string, @Param('applicantId', IdParam) applicantId: number): Promise<ApplicantAtsStatus> {
    return this.syncs.status(auth, ats, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('v1/integrations/ats/:ats/applicants/:applicantId/sync/out/preview')
  @HttpCode(200)
  preview(@CurrentAuth() auth: AuthContext, @Param('ats') ats: string, @Param('applicantId', IdParam) applicantId: number): Promise<SyncOutPreview> {
    return this.syncs.preview(auth, ats, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('v1/integrations/ats/:ats/applicants/:applicantId/sync/out')
  @HttpCode(202)
  syncOut(@CurrentAuth() auth: AuthContext, @Param('ats') ats: string, @Param('applicantId', IdParam) applicantId: number, @Body() body: unknown): Promise<ApplicantSyncDto> {
    return this.syncs.start(auth, ats, applicantId, 'sync_out', requestIdOf(body));
  }

  /** The spec's path is a GET; it queues the placement sync and answers the queued (or repeated) sync. */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Get('v2/customers/:customerId/:ats/syncPlacementsForCandidate/:applicantId')
  @HttpCode(202)
  syncPlacements(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('ats') ats: string, @Param('applicantId', IdParam) applicantId: number): Promise<ApplicantSyncDto> {
    if (customerId !== auth.customerId) {
      throw notFound();
    }
    return this.syncs.start(auth, ats, applicantId, 'placements', undefined);
  }

  /** Sends the applicant's pending credential files (queued by …/aplcredential/sendToATS/{id}) now. */
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post('v1/integrations/ats/:ats/applicants/:applicantId/credentials/send')
  @HttpCode(202)
  sendCredentials(@CurrentAuth() auth: AuthContext, @Param('ats') ats: string, @Param('applicantId', IdParam) applicantId: number, @Body() body: unknown): Promise<ApplicantSyncDto> {
    return this.syncs.startCredentials(auth, ats, applicantId, requestIdOf(body));
  }
}
