/** Planned visits: plan every active contract's visits from the list; book one into a job from its page. */
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { PlannedVisitsList } from '../../../../generated/app/planned_visits/PlannedVisitsList';
import { PlannedVisitsShow } from '../../../../generated/app/planned_visits/PlannedVisitsShow';
import type { ResourceViews } from '../../crud/types';
import { BookVisitButton, PlanVisitsButton } from '../../modules/agreements/AgreementActions';

const VisitLists = () => (
  <>
    <Stack direction="row" sx={{ px: 1, pt: 1, justifyContent: 'flex-end' }}>
      <PlanVisitsButton />
    </Stack>
    <PlannedVisitsList />
  </>
);

const VisitShow = () => {
  const [params] = useSearchParams();
  const key = params.get('id') ?? '';
  const { data: visit } = useGetOne<{ id: number; visit_status?: string }>('planned_visits', { id: key as unknown as number }, { enabled: key !== '' });
  return (
    <>
      {visit ? (
        <Stack direction="row" sx={{ px: 1, pt: 1, justifyContent: 'flex-end' }}>
          <BookVisitButton visit={visit} />
        </Stack>
      ) : null}
      <PlannedVisitsShow />
    </>
  );
};

const views: Partial<ResourceViews> = { list: VisitLists, show: VisitShow };
export default views;
