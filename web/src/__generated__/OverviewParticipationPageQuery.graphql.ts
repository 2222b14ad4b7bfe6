/**
 * @generated SignedSource<<c3de4ac392d3705031fa628cb270a83c>>
 * @relayHash b7c7684e6c5df189c55705cd3df0a316
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7c7684e6c5df189c55705cd3df0a316

import { ConcreteRequest } from 'relay-runtime';
export type OverviewParticipationPageQuery$variables = Record<PropertyKey, never>;
export type OverviewParticipationPageQuery$data = {
  readonly overview: {
    readonly participation: {
      readonly agents: ReadonlyArray<{
        readonly agentName: string;
        readonly associateId: string;
        readonly services: ReadonlyArray<{
          readonly active: boolean;
          readonly key: string;
        }>;
      }>;
      readonly services: ReadonlyArray<{
        readonly agents: number;
        readonly key: string;
        readonly name: string;
      }>;
      readonly totalAgents: number;
    } | null | undefined;
  } | null | undefined;
};
export type OverviewParticipationPageQuery = {
  response: OverviewParticipationPageQuery$data;
  variables: OverviewParticipationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "OverviewParticipation",
  "kind": "LinkedField",
  "name": "participation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAgents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewService",
      "kind": "LinkedField",
      "name": "services",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewAgentServices",
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
          "concreteType": "OverviewServiceUse",
          "kind": "LinkedField",
          "name": "services",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "active",
              "storageKey": null
            }
          ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OverviewParticipationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OverviewParticipationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "id": "b7c7684e6c5df189c55705cd3df0a316",
    "metadata": {},
    "name": "OverviewParticipationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0f6d7027bbc164a1ec7925dcb53ebf48";

export default node;
