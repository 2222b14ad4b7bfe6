import type { EditorTreeNode, ProductType } from '@portal/rules';

const component = (key: string, enabled = true): EditorTreeNode => ({
  key,
  editor_type: 'component',
  children: [],
  enabled,
});
const group = (key: string, children: EditorTreeNode[]): EditorTreeNode => ({
  key,
  editor_type: 'group',
  children,
  enabled: true,
});
const pageNode = (key: string, children: EditorTreeNode[], enabled = true): EditorTreeNode => ({
  key,
  editor_type: 'page',
  children,
  enabled,
});

/**
 * API-052's editor tree of each product type (decision D-50): the pages of the type's site (domains/content.ts) with
 * the 32 sections of seed 000 §2 spread over them. M2 offers every section; M1's about page keeps designations
 * disabled (EDITOR-002); parked domains have no site, so no editor (404).
 */
export const EDITOR_TREES: Record<ProductType, readonly EditorTreeNode[]> = {
  m2: [
    pageNode('home', [
      group('seo', [component('page-title'), component('meta-description')]),
      group('layout', [component('banner-image'), component('desktop-layout')]),
      component('agent-image'),
      component('products'),
      component('simple-insights'),
      component('route-update-content'),
    ]),
    pageNode('about', [
      component('about-me'),
      component('mission'),
      component('office-about-us'),
      component('designations'),
      component('languages'),
      group('social-media', [component('social'), component('social-toggles')]),
    ]),
    pageNode('team', [component('team'), component('team-members')]),
    pageNode('reviews', [component('reviews')]),
    pageNode('locations', [
      component('agency-details'),
      component('location-details'),
      component('office-hours'),
      component('maps'),
      component('locations-image'),
      component('preferred-locations'),
    ]),
    pageNode('jobs', [component('jobs-listing'), component('jobs-tab-url')]),
    pageNode('contact', [
      component('contact-me'),
      group('phone', [component('phone-details'), component('phone-prefs'), component('phone-toggles')]),
    ]),
    pageNode('quote', [component('qlp-text-header'), component('qlp-layout')]),
  ],
  m1: [
    pageNode('home', [
      group('seo', [component('page-title'), component('meta-description')]),
      component('banner-image'),
      component('about-me'),
      component('agent-image'),
    ]),
    pageNode('about', [component('mission'), component('designations', false), component('social')]),
    pageNode('contact', [
      component('contact-me'),
      component('agency-details'),
      component('office-hours'),
      group('phone', [component('phone-details'), component('phone-prefs')]),
    ]),
    pageNode('quote', [component('qlp-text-header'), component('qlp-layout')]),
  ],
  sf_microsite: [
    pageNode('home', [
      component('page-title'),
      component('about-me'),
      component('agent-image'),
      component('contact-me'),
      group('phone', [component('phone-details'), component('phone-toggles')]),
    ]),
    pageNode('quote', [component('qlp-text-header'), component('qlp-layout')]),
  ],
  parked: [],
};
