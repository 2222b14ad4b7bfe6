/**
 * @generated SignedSource<<aaaa1478fba14be3cb1885b6b87bacab>>
 * @relayHash 5d08340ce4ac21f34ef70f7df37621c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d08340ce4ac21f34ef70f7df37621c2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersOverviewParticipationPageQuery$variables = Record<PropertyKey, never>;
export type loadersOverviewParticipationPageQuery$data = {
  readonly overview: {
    readonly " $fragmentSpreads": FragmentRefs<"OverviewParticipationPage_overview" | "QueueNavCount_overview">;
  } | null | undefined;
};
export type loadersOverviewParticipationPageQuery = {
  response: loadersOverviewParticipationPageQuery$data;
  variables: loadersOverviewParticipationPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersOverviewParticipationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QueueNavCount_overview"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OverviewParticipationPage_overview"
          }
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
    "name": "loadersOverviewParticipationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Overview",
        "kind": "LinkedField",
        "name": "overview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "queueCount",
            "storageKey": null
          },
          {
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
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
          },
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
    "id": "5d08340ce4ac21f34ef70f7df37621c2",
    "metadata": {},
    "name": "loadersOverviewParticipationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "44308bc5ca7369d2dba4039595f4f1a1";

export default node;
