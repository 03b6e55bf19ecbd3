import { capitalizeName, KID_ROLES, truncateName, type SessionView } from '@pagebird/contract';
import { ProfileAvatar, type AvatarSettings } from '../../components/ui/profile-avatar.tsx';
import menuStyles from '../../components/ui/menu.module.css';
import styles from './header.module.css';

/** Same look as the account menu trigger while the dropdown code loads. */
export function AccountMenuPlaceholder({
  session,
  name,
  avatarSettings,
}: {
  session: SessionView;
  name: string;
  avatarSettings?: AvatarSettings | null;
}) {
  const shown = KID_ROLES.includes(session.role) ? capitalizeName(name) : name;
  return (
    <span className={menuStyles.trigger} aria-hidden="true">
      <ProfileAvatar name={shown} settings={avatarSettings} size="sm" />
      <span className={styles.accountName}>{truncateName(shown)}</span>
    </span>
  );
}
