/**
 * @generated SignedSource<<b3d9f2445c80df5d41f007fd5d6d4d5a>>
 * @relayHash 786ad72da372af445d9b5358c799a5bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 786ad72da372af445d9b5358c799a5bb

import { ConcreteRequest } from 'relay-runtime';
export type OverviewCallTrackingPageQuery$variables = {
  endDate: string;
  startDate: string;
};
export type OverviewCallTrackingPageQuery$data = {
  readonly overview: {
    readonly callTracking: {
      readonly accounts: number;
      readonly agents: ReadonlyArray<{
        readonly agentName: string;
        readonly answered: number;
        readonly areaCode: string | null | undefined;
        readonly associateId: string;
        readonly callCount: number;
        readonly hasAccount: boolean;
        readonly missed: number;
        readonly poolSize: number | null | undefined;
        readonly voicemail: number;
      }>;
      readonly callCount: number;
      readonly endDate: string;
      readonly startDate: string;
    } | null | undefined;
  } | null | undefined;
};
export type OverviewCallTrackingPageQuery = {
  response: OverviewCallTrackingPageQuery$data;
  variables: OverviewCallTrackingPageQuery$variables;
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
  "name": "callCount",
  "storageKey": null
},
v3 = {
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
  "concreteType": "OverviewCallTracking",
  "kind": "LinkedField",
  "name": "callTracking",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accounts",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewAgentCalls",
      "kind": "LinkedField",
      "name": "agents",
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
          "name": "hasAccount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "poolSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "areaCode",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "missed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "voicemail",
          "storageKey": null
        }
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
    "name": "OverviewCallTrackingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "OverviewCallTrackingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    "id": "786ad72da372af445d9b5358c799a5bb",
    "metadata": {},
    "name": "OverviewCallTrackingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bb26e6287353dd09fce44e752a122f21";

export default node;
