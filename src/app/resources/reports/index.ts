/**
 * Reports (DESIGN.md: src/app/resources/<resource>/ overrides the generated views): the list
 * route opens on the sales pivot, with the saved reports one tab away; a saved report whose
 * definition has `"source": "sales"` opens its pivot layout on its view page.
 */
import type { ResourceViews } from '../../crud/types';
import { ReportLists, ReportShow } from './ReportViews';

const views: Partial<ResourceViews> = { list: ReportLists, show: ReportShow };
export default views;
