import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { ReverifyTasksService, type ReverifyTaskView } from './reverify-tasks.service';

/** *(ours)* The Supplement B reverification tasks of one I-9 (`{id}`: the record's id), for the record page. */
@ApiTags('i9')
@Controller('api/v1/i9')
export class ReverifyTasksController {
  constructor(private readonly tasks: ReverifyTasksService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/reverification-tasks')
  list(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<{ items: ReverifyTaskView[] }> {
    return this.tasks.forRecord(auth, id);
  }
}
