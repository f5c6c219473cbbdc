import { InProcessJobQueue } from '../drivers/in-process-job-queue';
import { describeJobQueueBehaviour } from './job-queue.behaviour';

// The fast tier runs the shared suite on the in-process driver; the integration tier runs it on both.
describeJobQueueBehaviour('in-process', () => new InProcessJobQueue());
