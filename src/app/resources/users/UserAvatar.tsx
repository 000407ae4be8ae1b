/** A user's picture (their thumbnail under /api/static/users/{id}/, through a signed link), or their initials. */
import Avatar from '@mui/material/Avatar';
import { useRecordContext, type FieldProps } from 'react-admin';
import { userThumbnailPath, useSignedFileUrl } from '../../authProvider/thumbnail';

interface UserLike {
  id: number | string;
  thumbnail?: string | null;
  username?: string;
  first_name?: string | null;
  last_name?: string | null;
}

export function initialsOf(user: Partial<UserLike>): string {
  const named = [user.first_name, user.last_name].filter((p): p is string => !!p && p.trim() !== '');
  const parts = named.length ? named : [user.username ?? ''];
  return parts
    .map((p) => p.trim().charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

export const UserAvatar = ({ user, size = 40 }: { user: UserLike; size?: number }) => {
  const src = useSignedFileUrl(userThumbnailPath(user));
  return (
    <Avatar src={src} alt={user.username ?? ''} sx={{ width: size, height: size, fontSize: size * 0.4 }} data-testid="user-avatar">
      {initialsOf(user)}
    </Avatar>
  );
};

/** The picture as a list column. */
export const UserAvatarField = (_props: FieldProps) => {
  const record = useRecordContext<UserLike>();
  return record ? <UserAvatar user={record} size={32} /> : null;
};
