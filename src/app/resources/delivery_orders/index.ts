/** A sales document: live totals in its form, "Convert to …" and its chain on its page (modules/sales). */
import generated from '../../../../generated/app/delivery_orders';
import { salesDocumentViews } from '../../modules/sales/salesDocumentViews';

export default salesDocumentViews('delivery_orders', generated, false);
