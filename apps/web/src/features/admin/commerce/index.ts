// Admin (issue 13): banners, discounts and discount sources, admin collections: public exports of this web feature.
export { AdminBannerEditor, AdminBannersList, bannerWindowState } from './banners.tsx';
export { AdminCollectionEditor, AdminCollectionsList } from './collections.tsx';
export { AdminDiscountEditor, AdminDiscountsList } from './discounts.tsx';
