import { ProductPage } from './ProductPage';

/** ROUTE-015: /m2-video/. */
export default function M2VideoPage() {
  return <ProductPage type="m2" />;
}
