import styled from 'styled-components';
import type { CropRect, PageSizeMm } from '../../../cropper/source-page';
import { CropFields } from './crop-fields';
import { CropPicture } from './crop-picture';

type CropEditorProps = {
  /** The page's thumbnail (an object URL), already turned as shown; drawn to fill the page's box. */
  imageUrl: string;
  /** The shown page's size in mm: the box's aspect ratio. */
  page: PageSizeMm;
  /** The crop box, in the shown page's mm. */
  crop: CropRect;
  onChange: (crop: CropRect) => void;
  /** What the page is, for accessible names: "page 2 of ebay.pdf" names the box "Crop box of page 2 of ebay.pdf". */
  name: string;
  /** The page's name as a title, the picture's text: "Page 2 of ebay.pdf". */
  title: string;
  /** A skipped page: the box is shown dimmed and cannot be changed. */
  disabled?: boolean;
};

/**
 * One page of the visitor's label file with its crop box, changed by dragging it or its handles, by the arrow keys, or
 * by typing its figures in mm. Every change goes through the crop geometry, so `onChange` gets a box on the page.
 */
export function CropEditor({ imageUrl, page, crop, onChange, name, title, disabled = false }: CropEditorProps) {
  return (
    <Editor>
      <CropPicture imageUrl={imageUrl} page={page} crop={crop} onChange={onChange} name={name} title={title} disabled={disabled} />
      <CropFields crop={crop} page={page} onChange={onChange} disabled={disabled} />
    </Editor>
  );
}

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  max-width: 344px;
  min-width: 0;
`;
