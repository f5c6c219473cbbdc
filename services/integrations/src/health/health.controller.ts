import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '@attest/platform';

/** Liveness and database reachability of the integrations service (public on purpose: load balancers call it). */
@ApiTags('health')
@Controller('api/v1/health/integrations')
export class IntegrationsHealthController {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  @Public()
  @Get()
  async health() {
    await this.ds.query('SELECT 1');
    return { service: 'integrations', status: 'ok' };
  }
}
