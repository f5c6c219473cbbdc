import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdParam, Public } from '@attest/platform';
import { parsePublicJobsQuery, PublicJobsService } from './public-jobs.service';

/**
 * Public jobs for anonymous visitors of a customer (decision 0042): only postings that are public and active,
 * featured first. GET /api/v1/public/{customerCode}/jobs?term=&skip=&take= and .../jobs/{id}.
 */
@ApiTags('public jobs')
@Controller('api/v1/public/:customerCode/jobs')
export class PublicJobsController {
  constructor(private readonly jobs: PublicJobsService) {}

  @Public()
  @Get()
  list(@Param('customerCode') customerCode: string, @Query() query: Record<string, unknown>) {
    return this.jobs.list(customerCode, parsePublicJobsQuery(query));
  }

  @Public()
  @Get(':id')
  one(@Param('customerCode') customerCode: string, @Param('id', IdParam) id: number) {
    return this.jobs.one(customerCode, id);
  }
}
