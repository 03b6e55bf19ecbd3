import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn, LogOut, Menu as MenuIcon, Settings, ShieldCheck, X } from 'lucide-react';
import clsx from 'clsx';
import {
  href,
  mainNavigation,
  Role,
  roleHome,
  type HeaderType,
  type WebRouteMeta,
} from '@pagebird/contract';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { useModal } from '../../components/ui/modal.tsx';
import { sessionView, useSession } from '../../lib/auth/session-store.ts';
import { usePasswordPrompt } from '../../features/auth/hooks/use-password-prompt.ts';
import { logout } from '../session-actions.ts';
import { Logo } from './logo.tsx';
import { SearchBox } from './search-box.tsx';
import { GetStartedChoice } from './get-started.tsx';
import { AccountMenuPlaceholder } from './account-menu-placeholder.tsx';
import type { AccountMenuProps } from './account-menu.tsx';
import { afterPageLoad } from '../../lib/scheduling.ts';
import styles from './header.module.css';

type AccountMenuComponent = typeof import('./account-menu.tsx').default;
type AccountMenuSlotProps = Omit<AccountMenuProps, 'defaultOpen' | 'autoFocus'>;

/** The dropdown's code once loaded (React Aria, ≈ 46 KB; not part of the app shell). */
let accountMenuCode: AccountMenuComponent | null = null;
const loadAccountMenu = () =>
  import('./account-menu.tsx').then((m) => (accountMenuCode = m.default));

/**
 * The account menu of the signed-in headers. Its trigger is drawn at once (a look-alike button,
 * AccountMenuPlaceholder); the dropdown's code loads once the page has loaded (its pictures
 * included), so on a phone it does not share the bandwidth with the page's first picture
 * (issue 15, Lighthouse) — or at once when the trigger is pointed at, focused or pressed, and a
 * press opens the menu as soon as it is there. The look-alike stays the same element until the
 * code is in (a Suspense fallback would be remounted under the pointer).
 */
function AccountMenuSlot(props: AccountMenuSlotProps) {
  const [Menu, setMenu] = useState<AccountMenuComponent | null>(() => accountMenuCode);
  const [wanted, setWanted] = useState<'later' | 'load' | 'open'>('later');
  const focused = useRef(false);
  const warm = () => setWanted((w) => (w === 'later' ? 'load' : w));
  useEffect(() => {
    if (Menu) return;
    if (wanted === 'later') return afterPageLoad(warm);
    let live = true;
    void loadAccountMenu().then((code) => live && setMenu(() => code));
    return () => {
      live = false;
    };
  }, [Menu, wanted]);
  if (Menu) {
    // Opened, the menu takes the focus itself.
    const open = wanted === 'open';
    return <Menu {...props} defaultOpen={open} autoFocus={focused.current && !open} />;
  }
  return (
    <AccountMenuPlaceholder
      session={props.session}
      name={props.name}
      avatarSettings={props.avatarSettings}
      onWarm={warm}
      onOpen={() => setWanted('open')}
      onFocusChange={(f) => (focused.current = f)}
    />
  );
}

function HeaderFrame({
  children,
  wide,
  label,
  below,
}: {
  children: ReactNode;
  wide?: boolean;
  label?: string;
  below?: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <header className={clsx(styles.header, wide && styles.wide)} aria-label={label}>
      <div className={styles.inner}>{children}</div>
      {below}
      {navigation.state !== 'idle' ? <span className={styles.progress} aria-hidden="true" /> : null}
    </header>
  );
}

function LogoutButton({ label, to }: { label?: string; to?: string | null }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<LogOut size={18} aria-hidden="true" />}
      onClick={() => void logout(to === undefined ? {} : { to })}
    >
      {label ?? t('common.logOut')}
    </Button>
  );
}

/** Landing header: For Families, For Educators, Student Sign In, then My Account or Get Started + Sign In. */
export function LandingHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const view = sessionView(session);
  const modal = useModal();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  const showMyAccount = view && (view.role === Role.PARENT || view.role === Role.CHILD);
  const openGetStarted = () => {
    setOpen(false);
    modal.open({
      name: 'get_started',
      title: t('getStarted.title'),
      content: ({ close }) => <GetStartedChoice onChoose={close} />,
    });
  };

  const links = (
    <>
      <Link to={`${href('home')}#families`} className={styles.navLink}>
        {t('header.forFamilies')}
      </Link>
      <NavLink to={href('educators')} className={styles.navLink}>
        {t('header.forEducators')}
      </NavLink>
      <NavLink to={href('class-code')} className={styles.navLink}>
        {t('header.studentSignIn')}
      </NavLink>
    </>
  );
  const actions = showMyAccount ? (
    <ButtonLink to={roleHome(view)} variant="primary">
      {t('header.myAccount')}
    </ButtonLink>
  ) : (
    <>
      <Button variant="sunny" onClick={openGetStarted}>
        {t('header.getStarted')}
      </Button>
      {location.pathname !== href('login') ? (
        <ButtonLink
          to={href('login')}
          variant="secondary"
          icon={<LogIn size={20} aria-hidden="true" />}
        >
          {t('common.signIn')}
        </ButtonLink>
      ) : null}
    </>
  );

  return (
    <HeaderFrame
      below={
        <div id="pb-landing-menu" className={styles.mobilePanel} hidden={!open}>
          {links}
          <div className={styles.panelActions}>{actions}</div>
        </div>
      }
    >
      <Logo />
      <nav className={clsx(styles.nav, styles.collapsible)} aria-label={t('common.mainNavigation')}>
        {links}
      </nav>
      <span className={clsx(styles.spacer, styles.collapsible)} />
      <div className={clsx(styles.actions, styles.collapsible)}>{actions}</div>
      <Button
        variant="ghost"
        iconOnly
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls="pb-landing-menu"
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => setOpen((o) => !o)}
        icon={open ? <X size={24} aria-hidden="true" /> : <MenuIcon size={24} aria-hidden="true" />}
      />
    </HeaderFrame>
  );
}

/** Main header: role navigation, search box and the account dropdown. */
export function MainHeader({ meta }: { meta: WebRouteMeta }) {
  const { t } = useTranslation();
  const session = useSession();
  const view = sessionView(session);
  if (!view) {
    return (
      <HeaderFrame>
        <Logo />
        <span className={styles.spacer} />
        <ButtonLink
          to={href('login')}
          variant="secondary"
          icon={<LogIn size={20} aria-hidden="true" />}
        >
          {t('common.signIn')}
        </ButtonLink>
      </HeaderFrame>
    );
  }
  const nav = meta.headerNav ? mainNavigation(view.role) : [];
  const displayName = session.user?.name ?? session.email ?? '';
  return (
    <HeaderFrame>
      <Logo />
      {nav.length > 0 ? (
        <nav className={styles.nav} aria-label={t('common.mainNavigation')}>
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} className={styles.navLink} end>
              {item.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <span className={styles.spacer} />
      {meta.headerNav && view.role !== Role.ADMIN ? <SearchBox /> : null}
      <AccountMenuSlot
        session={view}
        name={displayName}
        avatarSettings={session.user?.avatarSettings}
        onLogout={() => void logout()}
      />
    </HeaderFrame>
  );
}

/** Admin header: the admin's email and Log Out. */
export function AdminHeader() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <HeaderFrame wide>
      <Logo compact />
      <span className={clsx(styles.badge, styles.hideSmall)}>{t('header.adminArea')}</span>
      <span className={styles.spacer} />
      {session.email ? (
        <span className={clsx(styles.email, styles.hideSmall)}>
          <ShieldCheck size={18} aria-hidden="true" />
          {session.email}
        </span>
      ) : null}
      <LogoutButton />
    </HeaderFrame>
  );
}

/** Sign-up header: Log Out when authenticated, then home. */
export function SignupHeader() {
  const session = useSession();
  return (
    <HeaderFrame>
      <Logo />
      <span className={styles.spacer} />
      {session.authenticated ? <LogoutButton to={href('home')} /> : null}
    </HeaderFrame>
  );
}

/** Classroom header: Switch Class, Teacher Login, Log Out. */
export function ClassroomHeader() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <HeaderFrame>
      <Logo compact />
      <span className={styles.spacer} />
      <div className={styles.actions}>
        <ButtonLink to={href('class-code')} variant="secondary" size="sm">
          {t('header.switchClass')}
        </ButtonLink>
        <ButtonLink to={href('login')} variant="ghost" size="sm">
          {t('header.teacherLogin')}
        </ButtonLink>
        {session.authenticated ? <LogoutButton /> : null}
      </div>
    </HeaderFrame>
  );
}

/** Profile-select header: Parent Dashboard behind the password prompt, Log Out. */
export function ProfileSelectHeader() {
  const { t } = useTranslation();
  const prompt = usePasswordPrompt();
  return (
    <HeaderFrame>
      <Logo compact />
      <span className={styles.spacer} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ShieldCheck size={18} aria-hidden="true" />}
          onClick={() => prompt(href('dashboard'))}
        >
          {t('header.parentDashboard')}
        </Button>
        <LogoutButton />
      </div>
    </HeaderFrame>
  );
}

/** Mobile-experience header: Account Settings and Logout. */
export function MobileExperienceHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session.role;
  const settings =
    role === Role.PARENT
      ? href('account-settings')
      : role === Role.TEACHER
        ? href('educator-settings')
        : null;
  return (
    <HeaderFrame>
      <Logo compact />
      <span className={styles.spacer} />
      <div className={styles.actions}>
        {settings ? (
          <ButtonLink
            to={settings}
            variant="ghost"
            size="sm"
            icon={<Settings size={18} aria-hidden="true" />}
          >
            {t('header.accountSettings')}
          </ButtonLink>
        ) : null}
        {session.authenticated ? (
          <LogoutButton label={t('common.logout')} />
        ) : (
          <ButtonLink to={href('login')} variant="secondary" size="sm">
            {t('common.signIn')}
          </ButtonLink>
        )}
      </div>
    </HeaderFrame>
  );
}

/** The header a route declares in its meta (spec §2 "Layout and navigation"). */
export function RouteHeader({ type, meta }: { type: HeaderType; meta: WebRouteMeta }) {
  switch (type) {
    case 'landing':
      return <LandingHeader />;
    case 'main':
      return <MainHeader meta={meta} />;
    case 'admin':
      return <AdminHeader />;
    case 'signup':
      return <SignupHeader />;
    case 'classroom':
      return <ClassroomHeader />;
    case 'profileSelect':
      return <ProfileSelectHeader />;
    case 'mobileExperience':
      return <MobileExperienceHeader />;
    case 'none':
      return null;
  }
}
