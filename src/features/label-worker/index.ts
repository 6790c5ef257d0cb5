export { batchWorkerBridge, labelWorkerBridge, type BatchParcel, type LabelWorkerBridge, type WorkerOutcome } from './label-worker';
