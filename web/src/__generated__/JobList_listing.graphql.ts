/**
 * @generated SignedSource<<b8873aa60694058c797eb67e724ac70e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobList_listing$data = {
  readonly active: boolean;
  readonly jobs: ReadonlyArray<{
    readonly complete: boolean;
    readonly title: string | null | undefined;
    readonly url: string | null | undefined;
  }>;
  readonly micrositeUrl: string | null | undefined;
  readonly urlOverride: string | null | undefined;
  readonly " $fragmentType": "JobList_listing";
};
export type JobList_listing$key = {
  readonly " $data"?: JobList_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobList_listing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobList_listing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
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
      "concreteType": "ListingJob",
      "kind": "LinkedField",
      "name": "jobs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "complete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobListing",
  "abstractKey": null
};

(node as any).hash = "3ac5a19a6c6033fa217724ecab2c0314";

export default node;
