import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from '../../config/config.module';
import { loadConfig } from '../../config/app-config';
import { InProcessJobQueue } from '../drivers/in-process-job-queue';
import { QueueClosedError } from '../job-defaults';
import { JOB_QUEUE, type JobQueue } from '../job.types';
import { QueueModule } from '../queue.module';
import { QueueName } from '../queue-name.enum';

describe('QueueModule', () => {
  it('provides the in-process driver without Redis and closes it on shutdown', async () => {
    const config = loadConfig({ ATTEST_VAR_DIR: '/tmp/attest-queue-module-test' });
    @Module({ imports: [ConfigModule.forRoot(config), QueueModule.forRoot()] })
    class TestAppModule {}
    const app = await NestFactory.createApplicationContext(TestAppModule, { logger: false });
    const queue = app.get<JobQueue>(JOB_QUEUE);
    expect(queue).toBeInstanceOf(InProcessJobQueue);
    await app.close();
    await expect(queue.add(QueueName.Exports, 'x', { customerId: 1, version: 1 })).rejects.toBeInstanceOf(QueueClosedError);
  });
});
