/** Every durable job, registered by name in one list: the queue creates a queue and workers for each. */
import { filesExpireJob } from './expire.ts';
import { messageSendJob } from './message.ts';
import { databaseMaintainJob } from './maintenance.ts';
import { printBatchJob } from './print/batch.ts';
import { payStepYearEndJob } from './payStepYearEnd.ts';
import { qualificationCheckJob } from './qualifications.ts';
import type { JobDefinition } from './registry.ts';
import { smsSendJob } from './sms.ts';
import { recordsSweepJob } from './sweep.ts';

export const JOBS: readonly JobDefinition<any>[] = [printBatchJob, smsSendJob, filesExpireJob, recordsSweepJob, messageSendJob, qualificationCheckJob, payStepYearEndJob, databaseMaintainJob];
