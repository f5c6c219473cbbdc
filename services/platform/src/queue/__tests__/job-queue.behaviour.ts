import { QueueClosedError } from '../job-defaults';
import type { JobContext, JobPayload, JobQueue } from '../job.types';
import { QueueName } from '../queue-name.enum';
import { latch, sleep, waitFor } from './wait-for';

interface EchoData extends JobPayload {
  text: string;
}

const payload = (text: string, version = 1): EchoData => ({ customerId: 7, version, text });

/** The one behavioural suite every JobQueue driver must pass. */
export function describeJobQueueBehaviour(driver: string, createQueue: () => JobQueue): void {
  describe(`JobQueue behaviour: ${driver}`, () => {
    let queue: JobQueue;
    beforeEach(() => {
      queue = createQueue();
    });
    afterEach(async () => {
      await queue.close();
    });

    const finished = (id: string, q = QueueName.Exports) =>
      waitFor(async () => {
        const job = await queue.getJob(q, id);
        return job && (job.state === 'completed' || job.state === 'failed') ? job : undefined;
      });

    it('processes a job with its typed payload and keeps the result', async () => {
      const seen: Array<{ data: EchoData; attempt: number }> = [];
      queue.registerProcessor<EchoData>({
        queue: QueueName.Exports,
        jobName: 'echo',
        version: 1,
        handle: async (data, ctx) => {
          seen.push({ data, attempt: ctx.attempt });
          return { upper: data.text.toUpperCase() };
        },
      });
      await queue.start();
      const { id } = await queue.add(QueueName.Exports, 'echo', payload('hello'));
      const job = await finished(id);
      expect(job.state).toBe('completed');
      expect(job.returnValue).toEqual({ upper: 'HELLO' });
      expect(seen).toEqual([{ data: payload('hello'), attempt: 1 }]);
    });

    it('retries a failing job with exponential backoff, then succeeds', async () => {
      const startedAt: number[] = [];
      queue.registerProcessor<EchoData>({
        queue: QueueName.Exports,
        jobName: 'flaky',
        version: 1,
        handle: async (_data, ctx) => {
          startedAt.push(Date.now());
          if (ctx.attempt < 3) {
            throw new Error(`boom ${ctx.attempt}`);
          }
          return 'ok';
        },
      });
      await queue.start();
      const { id } = await queue.add(QueueName.Exports, 'flaky', payload('x'), { attempts: 3, backoffMs: 150 });
      const job = await finished(id);
      expect(job.state).toBe('completed');
      expect(job.attemptsMade).toBe(3);
      expect(startedAt).toHaveLength(3);
      // 150 ms, then 300 ms (a few ms of timer slack allowed).
      expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(140);
      expect(startedAt[2] - startedAt[1]).toBeGreaterThanOrEqual(290);
    });

    it('stops after the attempt limit and marks the job failed', async () => {
      let runs = 0;
      queue.registerProcessor<EchoData>({
        queue: QueueName.Exports,
        jobName: 'broken',
        version: 1,
        handle: async () => {
          runs += 1;
          throw new Error('always broken');
        },
      });
      await queue.start();
      const { id } = await queue.add(QueueName.Exports, 'broken', payload('x'), { attempts: 2, backoffMs: 20 });
      const job = await finished(id);
      expect(job.state).toBe('failed');
      expect(job.failedReason).toBe('always broken');
      await sleep(300);
      expect(runs).toBe(2);
    });

    it('refuses a payload newer than the handler', async () => {
      queue.registerProcessor<EchoData>({ queue: QueueName.Pdf, jobName: 'render', version: 1, handle: async () => 'done' });
      await queue.start();
      const { id } = await queue.add(QueueName.Pdf, 'render', payload('x', 2), { attempts: 1 });
      const job = await finished(id, QueueName.Pdf);
      expect(job.state).toBe('failed');
      expect(job.failedReason).toMatch(/version 2/);
    });

    it('does not run a duplicate jobId twice', async () => {
      let runs = 0;
      queue.registerProcessor<EchoData>({
        queue: QueueName.Transfers,
        jobName: 'transfer',
        version: 1,
        handle: async () => {
          runs += 1;
        },
      });
      const first = await queue.add(QueueName.Transfers, 'transfer', payload('a'), { jobId: 'transfer-customer-7-batch-1' });
      const second = await queue.add(QueueName.Transfers, 'transfer', payload('b'), { jobId: 'transfer-customer-7-batch-1' });
      expect(second.id).toBe(first.id);
      await queue.start();
      await finished(first.id, QueueName.Transfers);
      const third = await queue.add(QueueName.Transfers, 'transfer', payload('c'), { jobId: 'transfer-customer-7-batch-1' });
      expect(third.id).toBe(first.id);
      await sleep(300);
      expect(runs).toBe(1);
    });

    it('rejects integer-like custom ids on both drivers', async () => {
      await expect(queue.add(QueueName.Exports, 'echo', payload('x'), { jobId: '42' })).rejects.toThrow(RangeError);
    });

    it('reports progress while the job runs', async () => {
      const hold = latch();
      queue.registerProcessor<EchoData>({
        queue: QueueName.AtsSync,
        jobName: 'sync',
        version: 1,
        handle: async (_data, ctx: JobContext) => {
          await ctx.reportProgress(40);
          await hold.promise;
          await ctx.reportProgress(100);
        },
      });
      await queue.start();
      const { id } = await queue.add(QueueName.AtsSync, 'sync', payload('x'));
      const running = await waitFor(async () => {
        const job = await queue.getJob(QueueName.AtsSync, id);
        return job?.state === 'active' && job.progress === 40 ? job : undefined;
      });
      expect(running.progress).toBe(40);
      hold.release();
      const done = await finished(id, QueueName.AtsSync);
      expect(done.progress).toBe(100);
    });

    it('close() lets the running job finish and refuses jobs added afterwards', async () => {
      const hold = latch();
      const completed: string[] = [];
      queue.registerProcessor<EchoData>({
        queue: QueueName.Exports,
        jobName: 'slow',
        version: 1,
        handle: async (data) => {
          await hold.promise;
          completed.push(data.text);
        },
      });
      await queue.start();
      const { id } = await queue.add(QueueName.Exports, 'slow', payload('running'));
      await waitFor(async () => (await queue.getJob(QueueName.Exports, id))?.state === 'active');

      let closeDone = false;
      const closing = queue.close().then(() => {
        closeDone = true;
      });
      await expect(queue.add(QueueName.Exports, 'slow', payload('late'))).rejects.toBeInstanceOf(QueueClosedError);
      await sleep(200);
      expect(closeDone).toBe(false);

      hold.release();
      await closing;
      expect(completed).toEqual(['running']);
    });
  });
}
