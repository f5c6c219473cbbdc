import { PERMISSIONS, placementQuerySchema, type PlacementQuery } from '@attest/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { PlacementsQueryService } from './placements-query.service';

/** staff-side §7 "Placements: POST /api/v1/placements/query". */
@ApiTags('placements')
@Controller('api/v1/placements')
@Parties('user')
export class PlacementsController {
  constructor(private readonly placements: PlacementsQueryService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(placementQuerySchema)) body: PlacementQuery) {
    return this.placements.query(auth, body);
  }
}
