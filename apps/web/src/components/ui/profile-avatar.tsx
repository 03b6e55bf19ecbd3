import type { UserDetails } from '@pagebird/contract';
import { Avatar, type AvatarSize } from './avatar.tsx';

/** Spec §3 "User profile" avatarSettings: avatar, frame and sticker, each with its imageUrl. */
export type AvatarSettings = UserDetails['avatarSettings'];

export interface ProfileAvatarProps {
  /** The profile's name (the initials show when there is no avatar picture). */
  name: string;
  settings: AvatarSettings | null | undefined;
  size?: AvatarSize;
  ring?: boolean;
  className?: string;
  /** Decorative when the name is printed next to it (default). */
  decorative?: boolean;
  label?: string;
}

/**
 * A profile's avatar as the child dressed it: the chosen avatar with its frame and sticker.
 * Used wherever a profile appears (header, account menu, profile select, students, My Stuff).
 * The chosen ids are on `data-avatar-id`, `data-frame-id` and `data-sticker-id`.
 */
export function ProfileAvatar({ name, settings, ...rest }: ProfileAvatarProps) {
  return (
    <Avatar
      name={name}
      imageUrl={settings?.avatar?.imageUrl}
      frameUrl={settings?.frame?.imageUrl}
      stickerUrl={settings?.sticker?.imageUrl}
      data-testid="profile-avatar"
      data-avatar-id={settings?.avatar?.id}
      data-frame-id={settings?.frame?.id}
      data-sticker-id={settings?.sticker?.id}
      {...rest}
    />
  );
}
