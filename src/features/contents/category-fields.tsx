import type { ShipmentCategory } from '../../contents/parcel-contents';
import { ContentsTextField, GroupMessage } from './contents-field';
import type { ContentsForm } from './contents-form';
import { RadioGroup } from './radio-group';
import { WhenValue } from './when-value';

// In the order and words of the CN 22's and CN 23's boxes.
const CATEGORIES: readonly { category: ShipmentCategory; name: string }[] = [
  { category: 'gift', name: 'Gift' },
  { category: 'documents', name: 'Documents' },
  { category: 'commercial-sample', name: 'Commercial sample' },
  { category: 'returned-goods', name: 'Returned goods' },
  { category: 'sale-of-goods', name: 'Sale of goods' },
  { category: 'other', name: 'Other' },
];

type CategoryFieldsProps = { form: ContentsForm };

/** The category box the forms tick, and for "Other" what the shipment is. */
export function CategoryFields({ form }: CategoryFieldsProps) {
  const { register } = form;
  return (
    <>
      <RadioGroup>
        <legend>Category</legend>
        {CATEGORIES.map(({ category, name }) => (
          <label key={category}>
            <input type="radio" value={category} {...register('category')} />
            {name}
          </label>
        ))}
        <GroupMessage path="category" />
      </RadioGroup>
      <WhenValue form={form} name="category" is="other">
        <ContentsTextField label="What the shipment is" autoComplete="off" registration={register('categoryExplanation')} />
      </WhenValue>
    </>
  );
}
