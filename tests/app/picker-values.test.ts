import { describe, expect, it } from 'vitest';
import { displayAddress } from '../../src/app/crud/pickers/pickers';
import { placeValues } from '../../src/app/modules/map/AddressMap';

describe("a site's display address", () => {
  it('joins addr1, addr2, country and postal with spaces, skipping empty parts and NIL', () => {
    expect(displayAddress({ addr1: '1 Jurong Road', addr2: 'NIL', country: 'Singapore', postal: '600001' })).toBe('1 Jurong Road Singapore 600001');
    expect(displayAddress({ addr1: ' 2 Tuas Ave ', addr2: '#01-02 Tuas Hub', country: '', postal: null })).toBe('2 Tuas Ave #01-02 Tuas Hub');
    expect(displayAddress({ addr1: 'nil', addr2: undefined, country: 'Singapore', postal: 'NIL' })).toBe('Singapore');
    expect(displayAddress({})).toBe('');
  });
});

describe('what a chosen OneMap place fills', () => {
  const place = { ADDRESS: '1 RAFFLES PLACE ONE RAFFLES PLACE SINGAPORE 048616', LATITUDE: '1.28435', LONGITUDE: '103.85143', POSTAL: '048616', BLK_NO: '1', ROAD_NAME: 'RAFFLES PLACE', BUILDING: 'ONE RAFFLES PLACE' };

  it('names it from block, road and building, in Singapore, at its coordinates', () => {
    expect(placeValues(place)).toEqual({ name: '1 RAFFLES PLACE ONE RAFFLES PLACE', postal: '048616', country: 'Singapore', latitude: 1.28435, longitude: 103.85143 });
  });

  it("leaves out OneMap's NIL: an empty postal code, no missing block or building in the name", () => {
    const airport = { ...place, BLK_NO: '', BUILDING: 'NIL', ROAD_NAME: 'AIRPORT BOULEVARD', POSTAL: 'NIL' };
    expect(placeValues(airport)).toMatchObject({ name: 'AIRPORT BOULEVARD', postal: '' });
  });
});
