export { PreviewPanel, livePreview } from './preview-panel';
