/**
 * A product catalogue for the benchmarks, generated the same on every run (seeded random), and
 * the search texts a person would type into the list's search box for it.
 *
 * Product i (from 1): name "<kind> <item> <size>" (10,000 distinct names, ~100 products each),
 * SKU "P" + 7 digits, one of 40 brands, a model code, a 13-digit barcode; 9 in 10 are open (O),
 * the rest archived (V); updated_at spread over two years.
 */

export interface Product {
  id: number;
  name: string;
  sku: string;
  description: string;
  price: number;
  new_price: number;
  uom: string;
  brand: string;
  model: string;
  barcode: string;
  stock_quantity: number;
  type: string;
  status: string;
  created_at: number;
  updated_at: number;
}

const KINDS = ['Cordless', 'Heavy Duty', 'Compact', 'Industrial', 'Stainless', 'Copper', 'PVC', 'Brass', 'Digital', 'Smart', 'Portable', 'Outdoor', 'Waterproof', 'Insulated', 'Galvanised', 'LED', 'Inverter', 'Ceiling', 'Wall Mount', 'Quick Release'];
const ITEMS = ['Impact Drill', 'Angle Grinder', 'Pipe Fitting', 'Ball Valve', 'Circuit Breaker', 'Cable Tray', 'Compressor', 'Fan Coil', 'Thermostat', 'Refrigerant Gauge', 'Condensate Pump', 'Pressure Switch', 'Filter Drier', 'Expansion Valve', 'Capacitor', 'Contactor', 'Junction Box', 'Socket Outlet', 'Light Fitting', 'Water Heater', 'Hose Clamp', 'Drain Pipe', 'Duct Tape', 'Air Filter', 'Remote Control'];
const SIZES = ['6mm', '10mm', '15mm', '22mm', '1/2in', '3/4in', '1HP', '1.5HP', '2HP', '9000BTU', '12000BTU', '18000BTU', '240V', '12V', '18V', '5m', '10m', '20A', '32A', '63A'];
export const BRANDS = ['Daikin', 'Mitsubishi', 'Panasonic', 'Bosch', 'Makita', 'Schneider', 'Legrand', 'Philips', 'Hitachi', 'Toshiba', 'Fujitsu', 'Carrier', 'Midea', 'Gree', 'LG', 'Samsung', 'Sharp', 'Hager', 'ABB', 'Siemens', 'Grundfos', 'Wilo', 'Honeywell', 'Danfoss', 'Emerson', 'Rheem', 'Ariston', 'Stiebel', 'Joven', 'Rinnai', 'Milwaukee', 'DeWalt', 'Hikoki', 'Stanley', 'Ryobi', 'Metabo', 'Festool', 'Hilti', 'Fluke', 'Testo'];
const UOMS = ['PCS', 'SET', 'BOX', 'M', 'ROLL', 'PAIR'];
const TYPES = ['Goods', 'Goods', 'Goods', 'Spare part', 'Service'];

const TWO_YEARS = 2 * 365 * 24 * 3600;
/** A fixed "now", so the same run gives the same rows. */
const EPOCH = 1_760_000_000;

/** mulberry32: small, fast, seeded. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

export function product(id: number): Product {
  const r = random(id * 2654435761);
  const brand = pick(r, BRANDS);
  const name = `${pick(r, KINDS)} ${pick(r, ITEMS)} ${pick(r, SIZES)}`;
  const updated = EPOCH - Math.floor(r() * TWO_YEARS);
  const price = Math.floor(r() * 200_000);
  return {
    id,
    name,
    sku: `P${String(id).padStart(7, '0')}`,
    description: `${name} by ${brand}, for field service and installation work.`,
    price,
    new_price: price,
    uom: pick(r, UOMS),
    brand,
    model: `${brand.slice(0, 2).toUpperCase()}-${digits(r, 4)}${String.fromCharCode(65 + Math.floor(r() * 26))}`,
    barcode: `888${digits(r, 10)}`,
    stock_quantity: Math.floor(r() * 500),
    type: pick(r, TYPES),
    status: r() < 0.9 ? 'O' : 'V',
    created_at: updated - Math.floor(r() * 3600 * 24 * 30),
    updated_at: updated,
  };
}

export type SearchKind = 'barcode' | 'sku' | 'model' | 'name';

/**
 * What someone looking for a product types: part of a barcode read off a box, a SKU, a model
 * code, or a product's words. Each text comes from a product of the first `count` rows.
 */
export function searchText(r: () => number, count: number, kind: SearchKind): string {
  const p = product(1 + Math.floor(r() * count));
  switch (kind) {
    case 'barcode':
      return p.barcode.slice(3 + Math.floor(r() * 3), 11 + Math.floor(r() * 3)); // 8 to 10 digits
    case 'sku':
      return p.sku.slice(0, 6 + Math.floor(r() * 3)).toLowerCase(); // "p01234": 10 to 1,000 SKUs
    case 'model':
      return p.model.slice(3).toLowerCase(); // "4821a"
    case 'name':
      return p.name.split(' ').slice(-3).join(' ').toLowerCase(); // "impact drill 18v"
  }
}

export const SEARCH_KINDS: SearchKind[] = ['barcode', 'sku', 'model', 'name'];

/** The plain page of the list benchmarks: one status, newest first, page 3, no search. */
export const PLAIN_PAGE = '/api/v1/products?sort=-updated_at&page[size]=10&page[after]=3&status=O';

/** 100 searches as the list's search box sends them, on a catalogue of `count` products: each text kind in turn, pages 1 to 5. */
export function searchPaths(count: number): string[] {
  const r = random(3);
  return Array.from({ length: 100 }, (_, i) => {
    const text = searchText(r, count, SEARCH_KINDS[i % SEARCH_KINDS.length]);
    return `/api/v1/products?sort=-updated_at&page[size]=10&page[after]=${1 + (i % 5)}&status=O&filter=${encodeURIComponent(text)}`;
  });
}

/**
 * Cold list pages (issue 27): `n` requests, each sorted by the next of `sorts` in turn (a sort as
 * the contract writes it, `-` for descending) on a random page from 1 to `maxPage`, one status, no
 * search: pages nobody asked a moment ago, as an office pages through a list sorted by the column
 * it needs.
 */
export function coldPaths(sorts: readonly string[], n = 600, maxPage = 150, seed = 11): string[] {
  const r = random(seed);
  return Array.from({ length: n }, (_, i) => `/api/v1/products?sort=${sorts[i % sorts.length]}&page[size]=10&page[after]=${1 + Math.floor(r() * maxPage)}&status=O`);
}

export { random };
