/**
 * A sales document's lines take their customer's default tax code as the server would give them
 * (shared/tax.ts defaultSalesTaxCode: OS for a customer marked without GST, ZR outside Singapore,
 * else SR): a line without a code gets it, and when the user picks another customer the lines
 * still on the previous customer's default follow; a code the user chose stays.
 */
import { useEffect, useRef } from 'react';
import { useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultSalesTaxCode } from '../../../shared/tax';

export const TaxCodeFollower = () => {
  const { getValues, setValue } = useFormContext();
  const companyId = useWatch({ name: 'company_id' }) as number | null | undefined;
  const count = ((useWatch({ name: 'lines' }) as unknown[] | undefined) ?? []).length;
  const { data: company } = useGetOne('companies', { id: companyId }, { enabled: !!companyId });
  const code = company && Number(company.id) === Number(companyId) ? defaultSalesTaxCode(company) : undefined;
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!code) return;
    const before = previous.current;
    previous.current = code;
    const lines = (getValues('lines') as Array<{ tax_code?: string | null } | null> | undefined) ?? [];
    lines.forEach((line, i) => {
      const own = line?.tax_code;
      const follows = before !== undefined && before !== code && own === before;
      // Filling an empty code on opening the form is not a change of the user's.
      if (!own || follows) setValue(`lines.${i}.tax_code`, code, { shouldDirty: follows });
    });
  }, [code, count, getValues, setValue]);
  return null;
};
