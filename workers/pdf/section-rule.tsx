import { StyleSheet, View } from '@react-pdf/renderer';
import { RULE_GAP_MM } from './label-geometry';
import { mm } from './units';

const styles = StyleSheet.create({
  thinRule: { height: 0.75, backgroundColor: '#000000', marginVertical: mm(RULE_GAP_MM) },
  heavyRule: { height: 2.25, backgroundColor: '#000000', marginVertical: mm(RULE_GAP_MM) },
});

export type SectionRuleProps = { weight: 'thin' | 'heavy' };

/** A horizontal rule across the label, 20 to 190 mm (the page's content width). */
export function SectionRule({ weight }: SectionRuleProps) {
  return <View style={weight === 'heavy' ? styles.heavyRule : styles.thinRule} />;
}
