/**
 * @generated SignedSource<<4eec8143e4ca572bfcba7c6b93f6126e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobListingPanel_listing$data = {
  readonly lastCrawl: string | null | undefined;
  readonly micrositeUrl: string | null | undefined;
  readonly urlOverride: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"JobList_listing">;
  readonly " $fragmentType": "JobListingPanel_listing";
};
export type JobListingPanel_listing$key = {
  readonly " $data"?: JobListingPanel_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobListingPanel_listing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobListingPanel_listing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "urlOverride",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "micrositeUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastCrawl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "JobList_listing"
    }
  ],
  "type": "JobListing",
  "abstractKey": null
};

(node as any).hash = "78485af4e3ebe35dc136e4704b028e46";

export default node;
