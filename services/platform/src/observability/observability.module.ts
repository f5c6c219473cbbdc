import { Global, Module } from '@nestjs/common';
import { HealthChecksService } from './health-checks.service';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** /metrics, /health/live and /health/ready, and the metrics createApp's hooks feed (decision 0047). */
@Global()
@Module({
  controllers: [MetricsController, HealthController],
  providers: [MetricsService, HealthChecksService],
  exports: [MetricsService],
})
export class ObservabilityModule {}
