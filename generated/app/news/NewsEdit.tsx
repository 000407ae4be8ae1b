// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { NewsForm } from './NewsForm';
export const NewsEdit = () => (
  <ResourceEdit>
    <NewsForm />

  </ResourceEdit>
);
