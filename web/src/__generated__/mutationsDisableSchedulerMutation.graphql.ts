/**
 * @generated SignedSource<<c1b245739911cf2154aee91907800e9e>>
 * @relayHash 65e6e884836cb3285984d59dbb69345f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65e6e884836cb3285984d59dbb69345f

import { ConcreteRequest } from 'relay-runtime';
export type SchedulerSubscriptionInput = {
  agentId: string;
};
export type mutationsDisableSchedulerMutation$variables = {
  input: SchedulerSubscriptionInput;
};
export type mutationsDisableSchedulerMutation$data = {
  readonly disableScheduler: {
    readonly subscription: {
      readonly active: boolean;
      readonly id: string;
      readonly justCanceled: boolean;
    };
  };
};
export type mutationsDisableSchedulerMutation = {
  response: mutationsDisableSchedulerMutation$data;
  variables: mutationsDisableSchedulerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SchedulerSubscriptionPayload",
    "kind": "LinkedField",
    "name": "disableScheduler",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SchedulerSubscription",
        "kind": "LinkedField",
        "name": "subscription",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
            "name": "justCanceled",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsDisableSchedulerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsDisableSchedulerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "65e6e884836cb3285984d59dbb69345f",
    "metadata": {},
    "name": "mutationsDisableSchedulerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2da6aa044326d9aeb4a6813051723945";

export default node;
