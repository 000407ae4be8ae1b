/** Contracts: the view page adds Renew and Plan visits (modules/agreements). */
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { ContractHeadersShow } from '../../../../generated/app/contract_headers/ContractHeadersShow';
import type { ResourceViews } from '../../crud/types';
import { PlanVisitsButton, RenewButton, type ContractRecord } from '../../modules/agreements/AgreementActions';

const ContractShow = () => {
  const [params] = useSearchParams();
  const key = params.get('id') ?? '';
  const { data: contract } = useGetOne<ContractRecord>('contract_headers', { id: key as unknown as number }, { enabled: key !== '' });
  return (
    <>
      {contract ? (
        <Stack direction="row" spacing={1} sx={{ px: 1, pt: 1, justifyContent: 'flex-end' }} data-testid="contract-actions">
          <PlanVisitsButton contractId={contract.id} />
          <RenewButton contract={contract} />
        </Stack>
      ) : null}
      <ContractHeadersShow />
    </>
  );
};

const views: Partial<ResourceViews> = { show: ContractShow };
export default views;
