import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ShipmentCategory } from '../../contents/parcel-contents';
import { ContentsTextField, GroupMessage } from './contents-field';
import type { ContentsForm } from './contents-form';
import { RadioGroup } from './radio-group';
import { WhenValue } from './when-value';

// In the order and words of the CN 22's and CN 23's boxes (which print in English and French whatever is shown here).
const CATEGORIES: readonly { category: ShipmentCategory; name: MessageDescriptor }[] = [
  { category: 'gift', name: msg({ message: 'Gift', context: 'customs category' }) },
  { category: 'documents', name: msg({ message: 'Documents', context: 'customs category' }) },
  { category: 'commercial-sample', name: msg({ message: 'Commercial sample', context: 'customs category' }) },
  { category: 'returned-goods', name: msg({ message: 'Returned goods', context: 'customs category' }) },
  { category: 'sale-of-goods', name: msg({ message: 'Sale of goods', context: 'customs category' }) },
  { category: 'other', name: msg({ message: 'Other', context: 'customs category' }) },
];

type CategoryFieldsProps = { form: ContentsForm };

/** The category box the forms tick, and for "Other" what the shipment is. */
export function CategoryFields({ form }: CategoryFieldsProps) {
  const { t, i18n } = useLingui();
  const { register } = form;
  return (
    <>
      <RadioGroup>
        <legend>{t({ message: 'Category', context: 'customs category' })}</legend>
        {CATEGORIES.map(({ category, name }) => (
          <label key={category}>
            <input type="radio" value={category} {...register('category')} />
            {i18n._(name)}
          </label>
        ))}
        <GroupMessage path="category" />
      </RadioGroup>
      <WhenValue form={form} name="category" is="other">
        <ContentsTextField label={t`What the shipment is`} autoComplete="off" registration={register('categoryExplanation')} />
      </WhenValue>
    </>
  );
}
