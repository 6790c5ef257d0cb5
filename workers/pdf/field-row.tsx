import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { wrapText } from './wrap-text';
import { FONT_BOLD, FONT_REGULAR, FONT_SIZE_PT, LINE_SPACING_MM } from './label-geometry';
import { lineHeightMm, mm } from './units';

const styles = StyleSheet.create({
  row: { flexDirection: 'row' },
  label: { fontFamily: FONT_BOLD, fontSize: FONT_SIZE_PT, lineHeight: lineHeightMm(LINE_SPACING_MM) },
  valueColumn: { flexDirection: 'column' },
  valueLine: { fontFamily: FONT_REGULAR, fontSize: FONT_SIZE_PT, lineHeight: lineHeightMm(LINE_SPACING_MM) },
});

export type FieldRowProps = {
  label: string;
  lines: readonly string[];
  labelWidthMm: number;
  valueWidthMm: number;
};

/** A bold label with its value lines beside it, one line per 8 mm, wrapped by us to fit the column. */
export function FieldRow({ label, lines, labelWidthMm, valueWidthMm }: FieldRowProps) {
  return (
    <View style={styles.row}>
      <Text style={[styles.label, { width: mm(labelWidthMm) }]}>{label}</Text>
      <View style={[styles.valueColumn, { width: mm(valueWidthMm) }]}>
        {lines.map((line, index) => (
          <Text key={index} style={styles.valueLine}>
            {wrapText(line, mm(valueWidthMm), FONT_SIZE_PT)}
          </Text>
        ))}
      </View>
    </View>
  );
}
