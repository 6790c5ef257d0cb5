// pdf.js's parser, loaded into this worker rather than a worker of its own; it ships no types of its own.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
