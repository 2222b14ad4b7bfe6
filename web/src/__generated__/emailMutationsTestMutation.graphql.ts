/**
 * @generated SignedSource<<9dfa9fc9adee7000ea681e1a16afe1da>>
 * @relayHash 7556ae0b1a5ff4e82ec6db019ad438b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7556ae0b1a5ff4e82ec6db019ad438b2

import { ConcreteRequest } from 'relay-runtime';
export type TestEmailRedirectInput = {
  id: string;
};
export type emailMutationsTestMutation$variables = {
  input: TestEmailRedirectInput;
};
export type emailMutationsTestMutation$data = {
  readonly testEmailRedirect: {
    readonly emailRedirect: {
      readonly id: string;
      readonly realAddress: string;
      readonly redirectAddress: string;
    };
    readonly sent: boolean;
  };
};
export type emailMutationsTestMutation = {
  response: emailMutationsTestMutation$data;
  variables: emailMutationsTestMutation$variables;
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
    "concreteType": "TestEmailRedirectPayload",
    "kind": "LinkedField",
    "name": "testEmailRedirect",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailRedirect",
        "kind": "LinkedField",
        "name": "emailRedirect",
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
            "name": "redirectAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "realAddress",
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
    "name": "emailMutationsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "emailMutationsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7556ae0b1a5ff4e82ec6db019ad438b2",
    "metadata": {},
    "name": "emailMutationsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dfa4cc0eb6bd01e623cd64c744811e85";

export default node;
