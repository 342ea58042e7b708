export { defineJob, type Job, type JobDefinition } from './define';
export { createJobQueue, queueInstallSql, type JobQueue, type JobFailure, type QueueCounts } from './queue';
export { JOBS } from './registry';
