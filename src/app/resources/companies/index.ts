/**
 * Companies (DESIGN.md: src/app/resources/<resource>/): the view page adds the "Portal access"
 * panel, the company's customer-portal contacts (issue 40).
 */
import type { ResourceViews } from '../../crud/types';
import { CompanyShow } from './CompanyViews';

const views: Partial<ResourceViews> = { show: CompanyShow };
export default views;
