/**
 * @generated SignedSource<<1ebf5cad0b75b04e660b6ba02ae2b1ee>>
 * @relayHash e091ec8e0fd064b5a6a269f752a520c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e091ec8e0fd064b5a6a269f752a520c4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = {
  associateId: string;
};
export type DashboardPageQuery$data = {
  readonly agent: {
    readonly dash: {
      readonly " $fragmentSpreads": FragmentRefs<"AgentServices_dash" | "TosAcceptance_dash">;
    } | null | undefined;
    readonly displayName: string;
    readonly " $fragmentSpreads": FragmentRefs<"AgentDetails_agent">;
  } | null | undefined;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "associateId",
    "variableName": "associateId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AgentDetails_agent"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgentDash",
            "kind": "LinkedField",
            "name": "dash",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AgentServices_dash"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TosAcceptance_dash"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "alias",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAgentIntern",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "billingDay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgentDash",
            "kind": "LinkedField",
            "name": "dash",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AgentService",
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
                    "name": "active",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tosAcceptedOn",
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
    "id": "e091ec8e0fd064b5a6a269f752a520c4",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22415d6c2f7bef4105ed679432b25ba8";

export default node;
