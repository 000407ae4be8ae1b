/**
 * A sales document: live totals in its form, "Convert to …" and its chain on its page
 * (modules/sales); a quotation's page and form also show its revision thread and "Revise".
 */
import generated from '../../../../generated/app/quotations';
import type { ResourceViews } from '../../crud/types';
import { QuotationRevisions } from '../../modules/sales/QuotationRevisions';
import { salesDocumentViews } from '../../modules/sales/salesDocumentViews';

const views = salesDocumentViews('quotations', generated);
const { show: Show, edit: Edit } = views;

const withRevisions: Partial<ResourceViews> = {
  ...views,
  show: Show
    ? () => (
        <>
          <Show />
          <QuotationRevisions />
        </>
      )
    : undefined,
  edit: Edit
    ? () => (
        <>
          <Edit />
          <QuotationRevisions />
        </>
      )
    : undefined,
};
export default withRevisions;
