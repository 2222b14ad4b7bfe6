/**
 * @generated SignedSource<<561b55fefeb9a9803c5417a8d61df298>>
 * @relayHash 7c9f49db3e8a0fb29a2924a65fdd8009
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c9f49db3e8a0fb29a2924a65fdd8009

import { ConcreteRequest } from 'relay-runtime';
export type OverviewQlpPageQuery$variables = {
  endDate: string;
  startDate: string;
};
export type OverviewQlpPageQuery$data = {
  readonly overview: {
    readonly qlpStats: {
      readonly chartData: ReadonlyArray<{
        readonly date: string;
        readonly qlpViews: number;
      }>;
      readonly count: number;
      readonly overviewData: {
        readonly agents: number;
        readonly domains: number;
        readonly qlpViews: number;
        readonly quoteStarts: number;
      };
      readonly qlpViews: number;
      readonly results: ReadonlyArray<{
        readonly agentName: string;
        readonly associateId: string;
        readonly domainName: string;
        readonly qlpViews: number;
        readonly quoteStarts: number;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type OverviewQlpPageQuery = {
  response: OverviewQlpPageQuery$data;
  variables: OverviewQlpPageQuery$variables;
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
  "name": "qlpViews",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quoteStarts",
  "storageKey": null
},
v4 = {
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
  "concreteType": "OverviewQlpStats",
  "kind": "LinkedField",
  "name": "qlpStats",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewQlpData",
      "kind": "LinkedField",
      "name": "overviewData",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domains",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewQlpPoint",
      "kind": "LinkedField",
      "name": "chartData",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewQlpRow",
      "kind": "LinkedField",
      "name": "results",
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
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
    "name": "OverviewQlpPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
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
    "name": "OverviewQlpPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
    "id": "7c9f49db3e8a0fb29a2924a65fdd8009",
    "metadata": {},
    "name": "OverviewQlpPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "90cceefd40c76aea63ec00da39c6113c";

export default node;
