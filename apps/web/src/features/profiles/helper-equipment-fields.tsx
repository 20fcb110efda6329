import { CheckboxField } from '@/components/fields/choice-field';
import type { HelperSectionProps } from './helper-profile-values';
import { TextAreaField } from './text-area-field';

/** Own equipment: a tick, then what it is in words and as a list teams can scan. */
export function HelperEquipmentFields({ values, errors, set }: HelperSectionProps) {
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        id="helper-hasEquipment"
        label="I have my own equipment"
        checked={values.hasEquipment}
        onChange={(checked) => set('hasEquipment', checked)}
      />
      {values.hasEquipment && (
        <div className="flex flex-col gap-4 border-l-2 border-slate-200 pl-4">
          <TextAreaField
            id="helper-equipmentDetails"
            label="Equipment Details"
            rows={3}
            maxLength={1000}
            placeholder="For example: iPad with GameChanger, tripod, camera"
            value={values.equipmentDetails}
            onChange={(event) => set('equipmentDetails', event.target.value)}
            error={errors.equipmentDetails}
          />
          <TextAreaField
            id="helper-equipment"
            label="Equipment List"
            rows={3}
            placeholder={'iPad\nTripod\nPortable scoreboard controller'}
            hint="One item per line, or separate items with commas."
            value={values.equipmentText}
            onChange={(event) => set('equipmentText', event.target.value)}
            error={errors.equipment}
          />
        </div>
      )}
    </div>
  );
}
