import { StyleSheet, View } from '@react-pdf/renderer';
import type { LabelData } from '../../src/label/label-data';
import { packageValues } from '../../src/label/package-values';
import { FieldRow } from './field-row';
import {
  COLUMN_GUTTER_MM,
  PAGE_MARGIN_MM,
  RIGHT_COLUMN_X_MM,
  RIGHT_EDGE_MM,
  RIGHT_VALUE_X_MM,
  VALUE_X_MM,
} from './label-geometry';
import { mm } from './units';

const styles = StyleSheet.create({
  packageRow: { flexDirection: 'row' },
  weightColumn: { width: mm(RIGHT_COLUMN_X_MM - PAGE_MARGIN_MM) },
});

export type PackageRowProps = { label: LabelData };

/** WEIGHT at the left margin and DIMENSIONS in the right column; each only when filled. */
export function PackageRow({ label }: PackageRowProps) {
  const { weight, dimensions } = packageValues(label);
  if (weight === null && dimensions === null) return null;
  return (
    <View style={styles.packageRow}>
      <View style={styles.weightColumn}>
        {weight !== null && (
          <FieldRow
            label="WEIGHT:"
            lines={[weight]}
            labelWidthMm={VALUE_X_MM - PAGE_MARGIN_MM}
            valueWidthMm={RIGHT_COLUMN_X_MM - COLUMN_GUTTER_MM - VALUE_X_MM}
          />
        )}
      </View>
      {dimensions !== null && (
        <FieldRow
          label="DIMENSIONS:"
          lines={[dimensions]}
          labelWidthMm={RIGHT_VALUE_X_MM - RIGHT_COLUMN_X_MM}
          valueWidthMm={RIGHT_EDGE_MM - RIGHT_VALUE_X_MM}
        />
      )}
    </View>
  );
}
