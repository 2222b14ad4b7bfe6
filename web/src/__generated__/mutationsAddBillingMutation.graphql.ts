/**
 * @generated SignedSource<<fbb3b9ab9f166fc49a31715c62bbff38>>
 * @relayHash e1f555c14d572d87c6a7b424d69a46a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1f555c14d572d87c6a7b424d69a46a2

import { ConcreteRequest } from 'relay-runtime';
export type BillingMode = "charge" | "credit" | "%future added value";
export type AddBillingInput = {
  agentId: string;
  amount: number;
  category: string;
  mode: BillingMode;
  notes?: string | null | undefined;
};
export type mutationsAddBillingMutation$variables = {
  input: AddBillingInput;
};
export type mutationsAddBillingMutation$data = {
  readonly addBilling: {
    readonly transactionId: string | null | undefined;
  };
};
export type mutationsAddBillingMutation = {
  response: mutationsAddBillingMutation$data;
  variables: mutationsAddBillingMutation$variables;
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
    "concreteType": "AddBillingPayload",
    "kind": "LinkedField",
    "name": "addBilling",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "transactionId",
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
    "name": "mutationsAddBillingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsAddBillingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e1f555c14d572d87c6a7b424d69a46a2",
    "metadata": {},
    "name": "mutationsAddBillingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4172122ec5a0223f710500881fce64a5";

export default node;
