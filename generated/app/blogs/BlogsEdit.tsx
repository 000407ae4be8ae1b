// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { BlogsForm } from './BlogsForm';
export const BlogsEdit = () => (
  <ResourceEdit>
    <BlogsForm />

  </ResourceEdit>
);
