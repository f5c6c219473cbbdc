import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { jobClientInputSchema, jobClientQuerySchema, PERMISSIONS, type JobClientInput } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, validateWithYup, YupBody, type AuthContext } from '@attest/platform';
import { JobAdminService } from './job-admin.service';

/**
 * Job clients for staff (staff-side §3 JobClient; paths not shown, decision 0042): list with paging, read,
 * create, edit and deactivate (active false). Reading needs applicants.read, writing applicants.write.
 */
@ApiTags('job administration')
@Controller('api/v1/jobclients')
@Parties('user')
export class JobClientsController {
  constructor(private readonly jobs: JobAdminService) {}

  /** GET /api/v1/jobclients?term=&active=true|false&skip=&take= */
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  async list(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, unknown>) {
    return this.jobs.listClients(auth, await validateWithYup(jobClientQuerySchema, query));
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':id')
  one(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.jobs.getClient(auth, id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(jobClientInputSchema)) body: JobClientInput) {
    return this.jobs.createClient(auth, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(jobClientInputSchema)) body: JobClientInput) {
    return this.jobs.updateClient(auth, id, body);
  }
}
