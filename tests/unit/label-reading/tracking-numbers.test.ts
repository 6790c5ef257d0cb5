import { describe, expect, it } from 'vitest';
import { trackingAfterCaption, trackingInCode, trackingsInData } from '../../../src/label-reading/tracking-numbers';

describe('trackingInCode', () => {
  it('reads a UPS number as it is', () => {
    expect(trackingInCode('1Z999AA10123456784')).toEqual({ carrier: 'UPS', number: '1Z999AA10123456784', postcode: null, distinctive: true });
  });

  it('takes the IMpb and the ZIP code out of a USPS barcode with its group separator', () => {
    expect(trackingInCode('42080301\u001d9405511899223197428490')).toMatchObject({ carrier: 'USPS', number: '9405511899223197428490', postcode: '80301' });
  });

  it('takes them out of a USPS barcode with ZIP+4 and no separator', () => {
    expect(trackingInCode('4201002334249200190132607600833457')).toMatchObject({ carrier: 'USPS', number: '9200190132607600833457', postcode: '10023' });
  });

  it('reads the last twelve digits of a FedEx 34-digit barcode as its number', () => {
    expect(trackingInCode('1001921334250001000300779017972697')).toMatchObject({ carrier: 'FedEx', number: '779017972697' });
  });

  it('names the post of a UPU S10 number by its country', () => {
    expect(trackingInCode('TT123456785GB')?.carrier).toBe('Royal Mail');
    expect(trackingInCode('RR123456860DE')?.carrier).toBe('Deutsche Post');
  });

  it('knows no carrier for data of no known format, or with a wrong check digit', () => {
    expect(trackingInCode('H01HYA0012345678')).toBeNull();
    expect(trackingInCode('1Z999AA10123456785')).toBeNull();
  });

  it('marks a bare digit string as not naming its carrier by itself', () => {
    expect(trackingInCode('3318810025')).toMatchObject({ carrier: 'DHL Express', distinctive: false });
  });
});

describe('trackingAfterCaption', () => {
  it('joins the groups a number is printed in', () => {
    expect(trackingAfterCaption(' 1Z 999 AA1 01 2345 6784')?.number).toBe('1Z999AA10123456784');
  });

  it('leaves out words after the number', () => {
    expect(trackingAfterCaption('9505 5110 6960 5048 6006 24   PRIORITY')?.number).toBe('9505511069605048600624');
  });

  it('finds nothing in words without a number', () => {
    expect(trackingAfterCaption('SIGNATURE NOT REQUIRED')).toBeNull();
  });
});

describe('trackingsInData', () => {
  it('finds a tracking number among a 2D code’s fields', () => {
    expect(trackingsInData('[)>\u001e01\u001d96303080000\u001d840\u001d003\u001d1Z999AA10123456784\u001dUPSN').map((found) => found.number)).toEqual(['1Z999AA10123456784']);
  });
});
