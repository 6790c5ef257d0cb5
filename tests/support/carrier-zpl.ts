// Carrier-style ZPL labels the tests write, as shipping platforms hand them out: a 4 × 6 in label at 203 dpi with
// text, rules, a Code 128 and a 2D code of the kind each carrier prints (PDF417, DataMatrix, MaxiCode).

/** A carrier-style label: its ZPL, its Code 128's text and its 2D code's (as ZXingReader writes it). */
export type CarrierZpl = { name: string; zpl: string; code128: string; twoD: string; format: 'PDF417' | 'DataMatrix' | 'MaxiCode' };

const frame = (body: string): string =>
  ['^XA', '^CI28', '^PW812', '^LL1218', '^LH0,0', '^FO30,30^GB752,1158,4^FS', '^FO60,60^A0N,40,40^FDGROUND^FS', '^FO60,120^A0N,28,28^FDSHIP TO: ALEX MORGAN^FS', '^FO60,160^A0N,28,28^FD500 MARKET ST, SAN FRANCISCO CA 94105^FS', '^FO30,220^GB752,4,4^FS', body, '^XZ', ''].join('\n');

/** A UPS-like label: a MaxiCode (^BD) in clear space (Debian 12’s ZXing reads one only on its own), the tracking number’s Code 128 below. */
export const maxiCodeLabel = (tracking = '1Z999AA10123456784'): CarrierZpl => ({
  name: 'maxicode',
  format: 'MaxiCode',
  zpl: frame([`^FO300,300^BD2^FH_^FD001840941050000[)>_1E01_1D961Z99999999_1DUPSN_1D999AA1_1D025_1D_1D1/1_1D_1DY_1D_1D_1DCA_1E_04^FS`, `^FO100,700^BY3^BCN,200,N,N,N,A^FD${tracking}^FS`].join('\n')),
  code128: tracking,
  // As ZXingReader writes it (-escape): the message's control characters by name.
  twoD: '[)><RS>01<GS>96941050000<GS>840<GS>001<GS>1Z99999999<GS>UPSN<GS>999AA1<GS>025<GS><GS>1/1<GS><GS>Y<GS><GS><GS>CA<RS><EOT>',
});

/** A FedEx-like label: a PDF417 (^B7) and the tracking number's Code 128. */
export const pdf417Label = (tracking = '794612345678'): CarrierZpl => {
  const data = `[)>0102940051234567890123FDEG${tracking}`;
  return { name: 'pdf417', format: 'PDF417', zpl: frame([`^FO60,260^BY2^B7N,6,3,,,N^FD${data}^FS`, `^FO100,700^BY3^BCN,200,N,N,N,A^FD${tracking}^FS`].join('\n')), code128: tracking, twoD: data };
};

/** A DHL- or postal-style label: a DataMatrix (^BX) and the tracking number's Code 128. */
export const dataMatrixLabel = (tracking = 'JD014600006281234567'): CarrierZpl => {
  const data = `DHL${tracking}SHIPLABEL`;
  return { name: 'datamatrix', format: 'DataMatrix', zpl: frame([`^FO60,260^BXN,8,200^FD${data}^FS`, `^FO60,700^BY3^BCN,200,N,N,N,A^FD${tracking}^FS`].join('\n')), code128: tracking, twoD: data };
};
