// The live preview: the label's faces as the PDF lays them out, deferred until the page is live.
export { PreviewPanel, livePreview } from './preview-panel';
