/**
 * @generated SignedSource<<9da6fd18a497ab2a77d34a0bb92e3f76>>
 * @relayHash 475100105f562ea14c9efdf5cd4a6820
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 475100105f562ea14c9efdf5cd4a6820

import { ConcreteRequest } from 'relay-runtime';
export type TestEmailRedirectInput = {
  id: string;
};
export type mutationsTestEmailRedirectMutation$variables = {
  input: TestEmailRedirectInput;
};
export type mutationsTestEmailRedirectMutation$data = {
  readonly testEmailRedirect: {
    readonly emailRedirect: {
      readonly id: string;
      readonly realAddress: string;
      readonly redirectAddress: string;
    };
    readonly sent: boolean;
  };
};
export type mutationsTestEmailRedirectMutation = {
  response: mutationsTestEmailRedirectMutation$data;
  variables: mutationsTestEmailRedirectMutation$variables;
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
    "name": "mutationsTestEmailRedirectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsTestEmailRedirectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "475100105f562ea14c9efdf5cd4a6820",
    "metadata": {},
    "name": "mutationsTestEmailRedirectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "75387ca5522e49000ba49358e1638232";

export default node;
