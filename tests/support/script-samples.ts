import type { EmbeddedFont } from '../../src/label/label-fonts';
import type { LabelData } from '../../src/label/label-data';
import { makeLabel } from './make-label';

/** Words of one script as an address is written in it: a name, a company, a street, a city, a word. */
export type ScriptSample = {
  script: string;
  fonts: readonly EmbeddedFont[];
  /**
   * How the PDF's text reads back: as typed; right to left, each line of letters whole in reading order; or in
   * display order, with vowel signs before their consonant (Indic scripts), which only the letters can check.
   */
  readsBack: 'as typed' | 'right-to-left' | 'in display order';
  name: string;
  company: string;
  street: string;
  city: string;
  word: string;
};

/** Addresses in every script the label prints, each in its own fonts. */
export const SCRIPT_SAMPLES: readonly ScriptSample[] = [
  {
    script: 'Latin with diacritics (Polish, Czech, Vietnamese, Turkish, Romanian, Icelandic)',
    fonts: ['NotoSans'],
    readsBack: 'as typed',
    name: 'Zażółć Gęślą Jaźń',
    company: 'Příliš žluťoučký kůň',
    street: 'Đường Láng, Đống Đa, Hà Nội; Ştefan cel Mare, Iaşi; Șoseaua Țării',
    city: 'Şişli, İstanbul; Þórður Ðorláksson, Reykjavík',
    word: 'Łódź',
  },
  {
    script: 'Greek',
    fonts: ['NotoSans'],
    readsBack: 'as typed',
    name: 'Γεώργιος Παπαδόπουλος',
    company: 'Εταιρεία Αποστολών',
    street: 'Λεωφόρος Βασιλίσσης Σοφίας 12',
    city: 'Αθήνα 106 74',
    word: 'Ελλάδα',
  },
  {
    script: 'Cyrillic (Russian, Ukrainian, Serbian, Kazakh)',
    fonts: ['NotoSans'],
    readsBack: 'as typed',
    name: 'Иван Петров; Їжак Ґудзь',
    company: 'Ђорђе Џаковић',
    street: 'улица Тверская, дом 7; вулиця Хрещатик, 22',
    city: 'Алматы, Әуезов ауданы, Қазақстан; Өскемен, Ұлытау, Үшарал, Һ, І, Ғ, Ң',
    word: 'Київ',
  },
  {
    script: 'Armenian',
    fonts: ['NotoSansArmenian'],
    readsBack: 'as typed',
    name: 'Արամ Խաչատրյան',
    company: 'Հայփոստ',
    street: 'Աբովյան փողոց 12',
    city: 'Երևան',
    word: 'Հայաստան',
  },
  {
    script: 'Georgian',
    fonts: ['NotoSansGeorgian'],
    readsBack: 'as typed',
    name: 'გიორგი ბერიძე',
    company: 'საქართველოს ფოსტა',
    street: 'რუსთაველის გამზირი 12',
    city: 'თბილისი',
    word: 'საქართველო',
  },
  {
    script: 'Chinese (Simplified and Traditional) and Japanese (kana and kanji)',
    fonts: ['NotoSans', 'NotoSansSC'],
    readsBack: 'as typed',
    name: '山田太郎様、王小明',
    company: '株式会社ヤマト運輸、臺灣郵政',
    street: '東京都渋谷区渋谷２丁目２１−１ ヒカリエ11階',
    city: '北京市朝阳区建国路88号；台北市中正區重慶南路一段',
    word: 'ありがとう',
  },
  {
    script: 'Korean (Hangul)',
    fonts: ['NotoSansKR'],
    readsBack: 'as typed',
    name: '김민수',
    company: '대한통운',
    street: '서울특별시 강남구 테헤란로 152',
    city: '부산광역시 해운대구',
    word: '감사합니다',
  },
  {
    script: 'Arabic, Persian and Urdu',
    fonts: ['IBMPlexSansArabic'],
    readsBack: 'right-to-left',
    name: 'محمد عبد الله',
    company: 'شركة النور للتجارة',
    street: 'خیابان ولیعصر پلاک فلاح',
    city: 'لاہور پاکستان کراچی',
    word: 'الرياض',
  },
  {
    script: 'Hebrew',
    fonts: ['NotoSansHebrew'],
    readsBack: 'right-to-left',
    name: 'דוד כהן',
    company: 'דואר ישראל',
    street: 'רחוב הרצל',
    city: 'תל אביב',
    word: 'ירושלים',
  },
  {
    script: 'Devanagari',
    fonts: ['NotoSansDevanagari'],
    readsBack: 'in display order',
    name: 'राहुल शर्मा',
    company: 'भारतीय डाक',
    street: 'कर्नाटक मार्ग, द्वारका',
    city: 'नई दिल्ली',
    word: 'महाराष्ट्र',
  },
  {
    script: 'Bengali',
    fonts: ['NotoSansBengali'],
    readsBack: 'in display order',
    name: 'সৌমিত্র রবীন্দ্র',
    company: 'ডাক বিভাগ',
    street: 'সরণি রোড',
    city: 'কলকাতা',
    word: 'ঢাকা',
  },
  {
    script: 'Tamil',
    fonts: ['NotoSansTamil'],
    readsBack: 'in display order',
    name: 'முருகன் செல்வம்',
    company: 'இந்திய அஞ்சல்',
    street: 'அண்ணா சாலை',
    city: 'சென்னை',
    word: 'தமிழ்நாடு',
  },
  {
    script: 'Thai',
    fonts: ['NotoSansThai'],
    readsBack: 'as typed',
    name: 'สมชาย ใจดี',
    company: 'ไปรษณีย์ไทย',
    street: 'ถนนสุขุมวิท',
    city: 'กรุงเทพมหานคร',
    word: 'ประเทศไทย',
  },
];

/** A label with the sample's script in every text field; the tracking number stays a scannable Code 128 value. */
export const scriptLabel = ({ name, company, street, city, word }: ScriptSample): LabelData =>
  makeLabel({
    toName: name,
    toCompany: company,
    toAddress: `${street}\n${city}`,
    toPhone: `${word} 555 0100`,
    fromName: company,
    fromCompany: name,
    fromAddress: `${city}\n${street}`,
    fromPhone: `${word} 555 0199`,
    weight: `3 ${word}`,
    dimensions: `10 x 20 ${word}`,
    reference: `${word} #5012`,
    customMessage: `${word} ${name}`,
  });
