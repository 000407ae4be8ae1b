/** A credit note is a sales document: live totals in its form, its PDF, Send and its chain on its page (modules/sales). */
import generated from '../../../../generated/app/credit_notes';
import { salesDocumentViews } from '../../modules/sales/salesDocumentViews';

export default salesDocumentViews('credit_notes', generated);
