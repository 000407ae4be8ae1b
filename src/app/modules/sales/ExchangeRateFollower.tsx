/**
 * When the user picks another currency, the form's exchange rate follows the currencies
 * masterlist: the latest exchange_rates row on or before the document's date (1 for SGD), as the
 * server would take on save. A rate the user typed stays (the server keeps it too): a change of
 * the date offers the date's rate only while the form still holds the one offered before.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { documentDateField } from '../../../shared/tax';
import { API_URL, httpClient } from '../../authProvider/api';
import { useResourceDef } from '../../crud/registry';

const BASE_CURRENCY = 'SGD';
const query = (filterExt: string, extra = '') => `filterExt=${encodeURIComponent(filterExt)}&page[size]=1${extra}`;

async function latestRate(code: string, date: number): Promise<number | undefined> {
  if (code === BASE_CURRENCY) return 1;
  const { json: currencies } = await httpClient(`${API_URL}/currencies?${query(`code='${code.replace(/'/g, '')}'`)}`);
  const currency = currencies.data[0];
  if (!currency) return undefined;
  const { json: rates } = await httpClient(`${API_URL}/exchange_rates?${query(`currency_id=${currency.id},rate_date<=${date}`, '&sort=-rate_date')}`);
  return rates.data[0] ? Number(rates.data[0].rate) : undefined;
}

export const ExchangeRateFollower = () => {
  const { setValue, getFieldState, getValues } = useFormContext();
  const offered = useRef<{ currency: string; rate: number } | null>(null);
  const dateField = documentDateField(useResourceDef());
  const currency = useWatch({ name: 'currency_id' }) as string | undefined;
  const date = useWatch({ name: dateField ?? 'id' }) as number | undefined;
  useEffect(() => {
    if (!currency || !getFieldState('currency_id').isDirty) return;
    const last = offered.current;
    if (last && last.currency === currency && Number(getValues('exchange_rate')) !== last.rate) return; // typed by the user
    let live = true;
    latestRate(currency, Number(date ?? Math.floor(Date.now() / 1000))).then(
      (rate) => {
        if (!live || rate === undefined) return;
        offered.current = { currency, rate };
        setValue('exchange_rate', rate, { shouldDirty: true });
      },
      () => undefined, // no rate to offer: the one in the form stays, the server decides on save
    );
    return () => {
      live = false;
    };
  }, [currency, date, getFieldState, getValues, setValue]);
  return null;
};
