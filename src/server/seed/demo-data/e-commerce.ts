/**
 * The online shop: its promotions, and orders from home owners (and now and then a business
 * customer) for spare parts, remote controls and servicing, paid mostly by PayNow.
 */
import { standardGstRateOn } from '../reference-data/lists';
import type { Rec } from './api';
import { DAY, HOUR, money, type Context, type Made } from './context';
import { PROMOS } from './lists';
import { mobile, randomAddress, randomPerson, slug } from './singapore';

/** What sells online: spare parts, small electrical items and servicing, not whole systems. */
const SHOP_FAMILIES = new Set(['SP', 'EL', 'SVC']);

async function promos(ctx: Context): Promise<Rec[]> {
  const { api, today } = ctx;
  const made = await api.ensureAll(
    'promos',
    'code',
    PROMOS.map(({ from, days, min_order_amount, ...promo }) => ({
      ...promo,
      min_order_amount: money(min_order_amount),
      start_date: today + from * DAY,
      end_date: days === null ? null : today + (from + days - 1) * DAY,
    })),
  );
  return [...made.values()];
}

/** A payment and fulfilment state that fits an order's age. */
function progress(ctx: Context, ageDays: number): { payment_status: string; fulfilment_status: string } {
  const roll = ctx.extra.next();
  if (roll < 0.05) return { payment_status: 'Failed', fulfilment_status: 'Cancelled' };
  if (roll < 0.08) return { payment_status: 'Refunded', fulfilment_status: 'Cancelled' };
  if (ageDays < 1) return { payment_status: roll < 0.5 ? 'Pending' : 'Paid', fulfilment_status: 'Unfulfilled' };
  if (ageDays < 3) return { payment_status: 'Paid', fulfilment_status: ctx.extra.pick(['Unfulfilled', 'Packed', 'Shipped']) };
  return { payment_status: 'Paid', fulfilment_status: 'Delivered' };
}

async function onlineOrders(ctx: Context, made: Made, offers: Rec[]) {
  const { api, extra, today } = ctx;
  const shop = made.products.filter((p) => SHOP_FAMILIES.has(p.family.code));
  for (let i = 0; i < 30; i++) {
    const ageDays = extra.int(0, 60);
    const ordered = today - ageDays * DAY + extra.int(7, 23) * HOUR + extra.int(0, 59) * 60;
    const business = extra.chance(0.15) ? extra.pick(made.customers) : null;
    const person = randomPerson(extra);
    const address = business ? { addr1: business.addr1, addr2: business.addr2, postal: business.postal } : randomAddress(extra, '', 'hdb');
    const running = offers.filter((p) => p.start_date <= ordered && (p.end_date === null || ordered < p.end_date + DAY));
    const promo = running.length && extra.chance(0.3) ? extra.pick(running) : null;
    await api.create('online_orders', {
      order_date: ordered,
      company_id: business?.id ?? null,
      customer_name: business ? business.attn : person.display_name,
      customer_email: business ? business.email : `${slug(person.first_name)}.${slug(person.last_name)}@mail.example`,
      customer_phone: mobile(extra),
      addr1: address.addr1,
      addr2: address.addr2,
      country: 'Singapore',
      postal: address.postal,
      payment_method: extra.pick(['PayNow', 'PayNow', 'PayNow', 'Credit card', 'Credit card', 'Bank transfer', 'Cash on delivery']),
      ...progress(ctx, ageDays),
      promo_id: promo?.id ?? null,
      currency_id: 'SGD',
      gst_percent: standardGstRateOn(ordered),
      remarks: extra.chance(0.2) ? extra.pick(['Please leave at the door.', 'Call before delivery.', 'Deliver after 6 pm.']) : null,
      lines: extra.sample(shop, extra.int(1, 3)).map((p) => ({
        product_id: p.id,
        description: p.name,
        qty: extra.int(1, p.family.code === 'SVC' ? 4 : 2),
        unit_price: p.price,
        discount: promo?.discount_type === 'Percent' ? promo.discount_value : 0,
      })),
    });
  }
}

export async function loadECommerce(ctx: Context, made: Made) {
  await onlineOrders(ctx, made, await promos(ctx));
}
