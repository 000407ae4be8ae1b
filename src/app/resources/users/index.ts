/** Hand-written user views (DESIGN.md: src/app/resources/<resource>/ overrides the generated ones). */
import type { ResourceViews } from '../../crud/types';
import { UsersCreate, UsersEdit, UsersList, UsersShow } from './UsersViews';

const views: Partial<ResourceViews> = { list: UsersList, create: UsersCreate, edit: UsersEdit, show: UsersShow };
export default views;
