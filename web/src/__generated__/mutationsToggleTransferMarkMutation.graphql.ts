/**
 * @generated SignedSource<<73f3ad7f86bfbbed112bcb8076bed279>>
 * @relayHash 6616b740a5da98934c47de7f591bdc2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6616b740a5da98934c47de7f591bdc2a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrarDomainInput = {
  agentId: string;
  domainName: string;
};
export type mutationsToggleTransferMarkMutation$variables = {
  input: RegistrarDomainInput;
};
export type mutationsToggleTransferMarkMutation$data = {
  readonly toggleTransferMark: {
    readonly registrar: {
      readonly " $fragmentSpreads": FragmentRefs<"RegistrarCard_registrar">;
    };
  };
};
export type mutationsToggleTransferMarkMutation = {
  response: mutationsToggleTransferMarkMutation$data;
  variables: mutationsToggleTransferMarkMutation$variables;
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
    "name": "mutationsToggleTransferMarkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrarPayload",
        "kind": "LinkedField",
        "name": "toggleTransferMark",
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
    "name": "mutationsToggleTransferMarkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrarPayload",
        "kind": "LinkedField",
        "name": "toggleTransferMark",
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
    "id": "6616b740a5da98934c47de7f591bdc2a",
    "metadata": {},
    "name": "mutationsToggleTransferMarkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e5d8bce81f23e6ae54a8de7dbfbe960";

export default node;
