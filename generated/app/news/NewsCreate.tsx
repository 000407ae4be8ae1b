// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { NewsForm } from './NewsForm';
export const NewsCreate = () => (
  <ResourceCreate>
    <NewsForm />
  </ResourceCreate>
);
