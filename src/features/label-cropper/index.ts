// The label cropper: carrier PDFs and images found, cropped, turned and fitted onto the visitor's stock.
export { CropperWorkspace } from './cropper-workspace';
