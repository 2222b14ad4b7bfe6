/**
 * @generated SignedSource<<fc0d772823bb351d16bac3a80f5f6659>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QueueNavCount_overview$data = {
  readonly queueCount: number | null | undefined;
  readonly " $fragmentType": "QueueNavCount_overview";
};
export type QueueNavCount_overview$key = {
  readonly " $data"?: QueueNavCount_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"QueueNavCount_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QueueNavCount_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "queueCount",
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};

(node as any).hash = "320eff8d1043e5bf31a5f770852a1fb5";

export default node;
