import styled from 'styled-components';
import { CropFields } from './crop-fields';
import { CropPicture, type CropPictureProps } from './crop-picture';

type CropEditorProps = Omit<CropPictureProps, 'disabled'> & { disabled?: boolean };

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
