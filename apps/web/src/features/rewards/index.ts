/** The rewards feature's public surface (route modules import from here). */
export { MyStuffLocker } from './components/my-stuff-locker.tsx';
export { ItemPicker } from './components/item-picker.tsx';
export { BadgesList } from './components/badges-list.tsx';
export { RewardVault, PURCHASE_MODAL } from './components/reward-vault.tsx';
export { AssetsPreview } from './components/assets-preview.tsx';
export { rewardsKeys } from './api/keys.ts';
