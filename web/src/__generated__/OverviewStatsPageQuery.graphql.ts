/**
 * @generated SignedSource<<287098f08880ad22edb35415de70e0cd>>
 * @relayHash 2fe4684fb5402b7558f7c19dca54cd6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fe4684fb5402b7558f7c19dca54cd6a

import { ConcreteRequest } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
export type OverviewStatsPageQuery$variables = {
  endDate: string;
  startDate: string;
};
export type OverviewStatsPageQuery$data = {
  readonly overview: {
    readonly m1Stats: {
      readonly sites: ReadonlyArray<{
        readonly active: boolean;
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
        readonly contactFormsSent: number;
        readonly domains: number;
        readonly pageViews: number;
        readonly phoneClicks: number;
        readonly quoteStarts: number;
        readonly visits: number;
      };
    } | null | undefined;
  } | null | undefined;
};
export type OverviewStatsPageQuery = {
  response: OverviewStatsPageQuery$data;
  variables: OverviewStatsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visits",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageViews",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phoneClicks",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactFormsSent",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quoteStarts",
  "storageKey": null
},
v7 = {
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
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OverviewStatsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OverviewStatsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2fe4684fb5402b7558f7c19dca54cd6a",
    "metadata": {},
    "name": "OverviewStatsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "66610cb76626e3595930504b9855358f";

export default node;
