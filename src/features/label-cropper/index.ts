export { CropperWorkspace } from './cropper-workspace';
