/**
 * @generated SignedSource<<7e2681297318adbeaf0138cf284d9fb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QlpViewsSummary_agent$data = {
  readonly qlpViews: {
    readonly domains: ReadonlyArray<{
      readonly domainName: string;
      readonly views: number;
    }>;
    readonly end: string;
    readonly start: string;
    readonly total: number;
  } | null | undefined;
  readonly " $fragmentType": "QlpViewsSummary_agent";
};
export type QlpViewsSummary_agent$key = {
  readonly " $data"?: QlpViewsSummary_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"QlpViewsSummary_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QlpViewsSummary_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QlpViews",
      "kind": "LinkedField",
      "name": "qlpViews",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QlpDomainViews",
          "kind": "LinkedField",
          "name": "domains",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domainName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "views",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "c99ad27e416f95f7534debeb0fa4e899";

export default node;
