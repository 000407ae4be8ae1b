// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { BlogsForm } from './BlogsForm';
export const BlogsCreate = () => (
  <ResourceCreate>
    <BlogsForm />
  </ResourceCreate>
);
