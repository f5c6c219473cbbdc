import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { TrailViewService, type TrailAnswer } from './trail-view.service';

@ApiTags('i9')
@Controller('api/v1/i9')
export class TrailController {
  constructor(private readonly trail: TrailViewService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/trail')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<TrailAnswer> {
    return this.trail.get(auth, id);
  }
}
