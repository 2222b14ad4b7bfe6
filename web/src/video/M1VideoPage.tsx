import { ProductPage } from './ProductPage';

/** ROUTE-014: /m1-video/. */
export default function M1VideoPage() {
  return <ProductPage type="m1" />;
}
