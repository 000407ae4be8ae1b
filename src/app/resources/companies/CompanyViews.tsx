/** The company's view page with its "Portal access" panel (issue 40). */
import { CompaniesShow } from '../../../../generated/app/companies/CompaniesShow';
import { PortalAccess } from './PortalAccess';

export const CompanyShow = () => (
  <>
    <CompaniesShow />
    <PortalAccess />
  </>
);
