/** A sales document: live totals in its form, "Convert to …" and its chain on its page (modules/sales). */
import generated from '../../../../generated/app/rfqs';
import { salesDocumentViews } from '../../modules/sales/salesDocumentViews';

export default salesDocumentViews('rfqs', generated);
