/**
 * @generated SignedSource<<27ad292beddad5871851327f79c80fd6>>
 * @relayHash 46ecb171dfd720dcf36d99bdf5716835
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46ecb171dfd720dcf36d99bdf5716835

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrarContactType = "admin" | "billing" | "technical" | "%future added value";
export type UpdateRegistrarContactInput = {
  agentId: string;
  contactTypes: ReadonlyArray<RegistrarContactType>;
  domainName: string;
  email: string;
  phone: string;
};
export type mutationsUpdateRegistrarContactMutation$variables = {
  input: UpdateRegistrarContactInput;
};
export type mutationsUpdateRegistrarContactMutation$data = {
  readonly updateRegistrarContact: {
    readonly registrar: {
      readonly " $fragmentSpreads": FragmentRefs<"RegistrarCard_registrar">;
    };
  };
};
export type mutationsUpdateRegistrarContactMutation = {
  response: mutationsUpdateRegistrarContactMutation$data;
  variables: mutationsUpdateRegistrarContactMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsUpdateRegistrarContactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrarPayload",
        "kind": "LinkedField",
        "name": "updateRegistrarContact",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Registrar",
            "kind": "LinkedField",
            "name": "registrar",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RegistrarCard_registrar"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsUpdateRegistrarContactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrarPayload",
        "kind": "LinkedField",
        "name": "updateRegistrarContact",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Registrar",
            "kind": "LinkedField",
            "name": "registrar",
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
                "name": "agentId",
                "storageKey": null
              },
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
                "name": "authcode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "authcodeUpdatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transferAllowed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RegistrarContact",
                "kind": "LinkedField",
                "name": "contacts",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedForTransferBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedForTransferOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedForTransfer",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "46ecb171dfd720dcf36d99bdf5716835",
    "metadata": {},
    "name": "mutationsUpdateRegistrarContactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00d0b9e2ae44d5892d41f07f0887cb71";

export default node;
