/** A document's lines as a phone reads them: the description, then qty × price (less discount) = amount; then the totals. */
import type { DocumentLine } from '../api';
import { money, quantity } from '../format';
import { useT } from '../i18n';
import { useLocale } from '../ui';

export function Lines({ lines, currency }: { lines: DocumentLine[]; currency: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="lines" data-testid="lines">
      {lines.map((line, i) => (
        <li key={i}>
          <div className="desc">{line.description}</div>
          <div className="calc">
            <span>
              {quantity(locale, line.qty)} {line.uom ?? ''} × {money(locale, line.unit_price, currency)}
              {line.discount ? ` − ${t('document.discount', { discount: quantity(locale, line.discount) })}` : ''}
              {line.tax_code && line.tax_code !== 'SR' ? ` · ${line.tax_code}` : ''}
            </span>
            <strong>{money(locale, line.amount, currency)}</strong>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Totals({ subtotal, gst, total, currency }: { subtotal?: number; gst?: number; total: number; currency: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="totals" data-testid="totals">
      {subtotal !== undefined && (
        <>
          <span>{t('document.subtotal')}</span>
          <span>{money(locale, subtotal, currency)}</span>
        </>
      )}
      {gst !== undefined && (
        <>
          <span>{t('document.gst')}</span>
          <span>{money(locale, gst, currency)}</span>
        </>
      )}
      <span className="grand">{t('document.total')}</span>
      <span className="grand">{money(locale, total, currency)}</span>
    </div>
  );
}
