/** Renewals: the contracts ending within a chosen window, each with Renew, above the renewals. */
import Card from '@mui/material/Card';
import { ContractRenewalsList } from '../../../../generated/app/contract_renewals/ContractRenewalsList';
import type { ResourceViews } from '../../crud/types';
import { ContractsEnding } from '../../modules/agreements/AgreementActions';

const RenewalLists = () => (
  <>
    <Card variant="outlined" sx={{ m: 1 }}>
      <ContractsEnding />
    </Card>
    <ContractRenewalsList />
  </>
);

const views: Partial<ResourceViews> = { list: RenewalLists };
export default views;
