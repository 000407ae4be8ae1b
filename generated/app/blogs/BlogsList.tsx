// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { blogsColumns } from './columns';
export const BlogsList = () => <DataList>{blogsColumns}</DataList>;
