/**
 * @generated SignedSource<<cbdb68e9f670127bcbc546681bf8afe4>>
 * @relayHash 0c7af5bb2e08f90e080a8d755c5b11e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c7af5bb2e08f90e080a8d755c5b11e9

import { ConcreteRequest } from 'relay-runtime';
export type LogEditingInput = {
  agentId: string;
  domainName: string;
};
export type mutationsLogEditingMutation$variables = {
  input: LogEditingInput;
};
export type mutationsLogEditingMutation$data = {
  readonly logEditing: {
    readonly domainName: string;
    readonly loggedAt: string;
  };
};
export type mutationsLogEditingMutation = {
  response: mutationsLogEditingMutation$data;
  variables: mutationsLogEditingMutation$variables;
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
    "concreteType": "LogEditingPayload",
    "kind": "LinkedField",
    "name": "logEditing",
    "plural": false,
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
        "name": "loggedAt",
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
    "name": "mutationsLogEditingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsLogEditingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0c7af5bb2e08f90e080a8d755c5b11e9",
    "metadata": {},
    "name": "mutationsLogEditingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3c6b5e5b0736a7175e90d046de49626";

export default node;
