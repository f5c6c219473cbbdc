import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { JobCategoriesService } from './job-categories.service';

/** Job preferences read the categories of the applicant's customer; staff those of their active customer. */
@ApiTags('job-categories')
@Controller('api/v2/customers/:customerId/jobcategories')
export class JobCategoriesController {
  constructor(private readonly categories: JobCategoriesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number) {
    return this.categories.list(auth, customerId);
  }
}
