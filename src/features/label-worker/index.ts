// The bridges to the label worker: the preview's and single label's, and the batches' own.
export { batchWorkerBridge, labelWorkerBridge, type BatchParcel, type LabelWorkerBridge, type WorkerOutcome } from './label-worker';
