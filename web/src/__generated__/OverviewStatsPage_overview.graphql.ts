/**
 * @generated SignedSource<<63cec3ca9dfc5a14026df7daedfc33e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewStatsPage_overview$data = {
  readonly m1Stats: {
    readonly sites: ReadonlyArray<{
      readonly agentName: string;
      readonly associateId: string;
      readonly contactFormsSent: number;
      readonly domainName: string;
      readonly pageViews: number;
      readonly phoneClicks: number;
      readonly productType: ProductType;
      readonly quoteStarts: number;
      readonly visits: number;
    }>;
    readonly totals: {
      readonly domains: number;
      readonly pageViews: number;
      readonly phoneClicks: number;
      readonly visits: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "OverviewStatsPage_overview";
};
export type OverviewStatsPage_overview$key = {
  readonly " $data"?: OverviewStatsPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewStatsPage_overview">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visits",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageViews",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phoneClicks",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "endDate"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewStatsPage_overview",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "endDate",
          "variableName": "endDate"
        },
        {
          "kind": "Variable",
          "name": "startDate",
          "variableName": "startDate"
        }
      ],
      "concreteType": "OverviewM1Stats",
      "kind": "LinkedField",
      "name": "m1Stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewM1Totals",
          "kind": "LinkedField",
          "name": "totals",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domains",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewM1Site",
          "kind": "LinkedField",
          "name": "sites",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "associateId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "agentName",
              "storageKey": null
            },
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
              "name": "productType",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contactFormsSent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quoteStarts",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};
})();

(node as any).hash = "28d68343b5a4781282f78d61aa420a25";

export default node;
