import { Controller, Get, Inject, Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';

/**
 * GET /api/v1/health/{service}: liveness plus database reachability. Public on purpose: load
 * balancers and readiness probes call it; it reveals nothing but "ok".
 */
export function healthController(service: string): Type<unknown> {
  @ApiTags('health')
  @Controller(`api/v1/health/${service}`)
  class HealthController {
    constructor(@Inject(DataSource) readonly ds: DataSource) {}

    @Public()
    @Get()
    async health() {
      await this.ds.query('SELECT 1');
      return { service, status: 'ok' };
    }
  }
  Object.defineProperty(HealthController, 'name', { value: `${service[0].toUpperCase()}${service.slice(1)}HealthController` });
  return HealthController;
}
