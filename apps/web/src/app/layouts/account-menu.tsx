import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Backpack,
  Gem,
  LayoutDashboard,
  LogOut,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  accountMenu,
  capitalizeName,
  KID_ROLES,
  truncateName,
  type SessionView,
} from '@pagebird/contract';
import { ProfileAvatar, type AvatarSettings } from '../../components/ui/profile-avatar.tsx';
import { DropdownMenu } from '../../components/ui/menu.tsx';
import styles from './header.module.css';

const ICONS: Record<string, LucideIcon> = {
  'My Stuff': Backpack,
  'Reward Vault': Gem,
  'Change Profile': Users,
  Dashboard: LayoutDashboard,
  'Account Settings': Settings,
  'Log Out': LogOut,
};

export interface AccountMenuProps {
  session: SessionView;
  name: string;
  /** The profile's avatar, frame and sticker (spec §3 avatarSettings). */
  avatarSettings?: AvatarSettings | null;
  onLogout: () => void;
  /** See DropdownMenu. */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** Spec §2 "Account dropdown", items from the contract's `accountMenu`; name truncated at 9. */
export default function AccountMenu({
  session,
  name,
  avatarSettings,
  onLogout,
  defaultOpen,
  autoFocus,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shownName = KID_ROLES.includes(session.role) ? capitalizeName(name) : name;
  const items = accountMenu(session).map((item, i) => {
    const Icon = ICONS[item.label];
    return {
      id: `${i}-${item.label}`,
      label: item.label,
      textValue: item.label,
      icon: Icon ? <Icon size={20} aria-hidden="true" /> : undefined,
      tone: item.action === 'logout' ? ('danger' as const) : ('default' as const),
      separatorBefore: item.action === 'logout',
      onAction: () => {
        if (item.action === 'logout') onLogout();
        else if (item.to) void navigate(item.to);
      },
    };
  });
  return (
    <DropdownMenu
      label={t('header.accountMenu', { name: shownName })}
      trigger={
        <>
          <ProfileAvatar name={shownName} settings={avatarSettings} size="sm" />
          <span className={styles.accountName} data-testid="account-name">
            {truncateName(shownName)}
          </span>
        </>
      }
      items={items}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
    />
  );
}
