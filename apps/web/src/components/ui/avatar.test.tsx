import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './avatar.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

const settings = {
  avatar: { id: 'fox', imageUrl: '/api/avatars/avatars/fox/image' },
  frame: { id: 'rainbow', imageUrl: '/api/avatars/frames/rainbow/image' },
  sticker: { id: 'rocket', imageUrl: '/api/avatars/stickers/rocket/image' },
};

const images = (el: Element) => [...el.querySelectorAll('img')].map((i) => i.getAttribute('src'));

describe('initials', () => {
  it.each([
    ['mia', 'M'],
    ['Leo Park', 'LP'],
    ['  ann  marie  lee ', 'AL'],
    ['', '?'],
  ])('%j → %s', (name, shown) => {
    expect(initials(name)).toBe(shown);
  });
});

describe('Avatar', () => {
  it('shows the initials until there is a picture, and again when the picture fails', () => {
    const { container, rerender } = render(<Avatar name="Leo Park" />);
    expect(container).toHaveTextContent('LP');
    expect(container.querySelector('img')).toBeNull();

    rerender(<Avatar name="Leo Park" imageUrl="/broken.svg" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/broken.svg');
    expect(container).not.toHaveTextContent('LP');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('LP');

    // A new picture gets its chance.
    rerender(<Avatar name="Leo Park" imageUrl="/fox.svg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/fox.svg');
  });

  it('draws the frame around the face and the sticker on its edge', () => {
    const { container } = render(
      <Avatar name="Leo" imageUrl="/fox.svg" frameUrl="/frame.svg" stickerUrl="/sticker.svg" />,
    );
    expect(images(container)).toEqual(['/fox.svg', '/frame.svg', '/sticker.svg']);
    // Every layer is decoration: the avatar is hidden when its name is printed beside it.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    for (const img of container.querySelectorAll('img')) expect(img).toHaveAttribute('alt', '');
  });

  it('drops a frame or sticker picture that fails, keeping the face', () => {
    const { container } = render(
      <Avatar name="Leo" imageUrl="/fox.svg" frameUrl="/frame.svg" stickerUrl="/sticker.svg" />,
    );
    fireEvent.error(container.querySelector('img[src="/sticker.svg"]')!);
    expect(images(container)).toEqual(['/fox.svg', '/frame.svg']);
  });

  it('is an image named after the profile when not decorative', () => {
    render(<Avatar name="Leo" decorative={false} label="Leo's avatar" />);
    expect(screen.getByRole('img', { name: "Leo's avatar" })).toBeInTheDocument();
  });
});

describe('ProfileAvatar', () => {
  it('wears the avatar, frame and sticker of the avatar settings', () => {
    render(<ProfileAvatar name="Leo" settings={settings} size="xl" decorative={false} />);
    const avatar = screen.getByRole('img', { name: 'Leo' });
    expect(avatar).toHaveAttribute('data-avatar-id', 'fox');
    expect(avatar).toHaveAttribute('data-frame-id', 'rainbow');
    expect(avatar).toHaveAttribute('data-sticker-id', 'rocket');
    expect(images(avatar)).toEqual([
      '/api/avatars/avatars/fox/image',
      '/api/avatars/frames/rainbow/image',
      '/api/avatars/stickers/rocket/image',
    ]);
  });

  it('shows the initials without settings, and no frame or sticker that was taken off', () => {
    const { container, rerender } = render(<ProfileAvatar name="mia" settings={null} />);
    expect(container).toHaveTextContent('M');
    rerender(<ProfileAvatar name="mia" settings={{ ...settings, frame: null, sticker: null }} />);
    expect(images(container)).toEqual(['/api/avatars/avatars/fox/image']);
    const avatar = screen.getByTestId('profile-avatar');
    expect(avatar).not.toHaveAttribute('data-sticker-id');
    expect(avatar).not.toHaveAttribute('data-frame-id');
  });
});
