/**
 * @generated SignedSource<<1f67a98f38899a1c1fd2da38dc1572f7>>
 * @relayHash e48d1b1e4f3fe80336414eafd47fe57d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e48d1b1e4f3fe80336414eafd47fe57d

import { ConcreteRequest } from 'relay-runtime';
export type SchedulerSubscriptionInput = {
  agentId: string;
};
export type mutationsEnableSchedulerMutation$variables = {
  input: SchedulerSubscriptionInput;
};
export type mutationsEnableSchedulerMutation$data = {
  readonly enableScheduler: {
    readonly firstSchedule: {
      readonly id: string;
    } | null | undefined;
    readonly subscription: {
      readonly active: boolean;
      readonly id: string;
      readonly justEnabled: boolean;
    };
  };
};
export type mutationsEnableSchedulerMutation = {
  response: mutationsEnableSchedulerMutation$data;
  variables: mutationsEnableSchedulerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "EnableSchedulerPayload",
    "kind": "LinkedField",
    "name": "enableScheduler",
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
          (v1/*:: as any*/),
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
            "name": "justEnabled",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Schedule",
        "kind": "LinkedField",
        "name": "firstSchedule",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "mutationsEnableSchedulerMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsEnableSchedulerMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e48d1b1e4f3fe80336414eafd47fe57d",
    "metadata": {},
    "name": "mutationsEnableSchedulerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c99a8d90aca94bb020d98e6caaf3141d";

export default node;
