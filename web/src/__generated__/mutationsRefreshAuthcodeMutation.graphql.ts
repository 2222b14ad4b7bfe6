/**
 * @generated SignedSource<<593d790898066c213ec5deccabbc10fc>>
 * @relayHash debb92c394cea2e659ace27b741c490b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID debb92c394cea2e659ace27b741c490b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrarDomainInput = {
  agentId: string;
  domainName: string;
};
export type mutationsRefreshAuthcodeMutation$variables = {
  input: RegistrarDomainInput;
};
export type mutationsRefreshAuthcodeMutation$data = {
  readonly refreshAuthcode: {
    readonly registrar: {
      readonly " $fragmentSpreads": FragmentRefs<"RegistrarCard_registrar">;
    };
  };
};
export type mutationsRefreshAuthcodeMutation = {
  response: mutationsRefreshAuthcodeMutation$data;
  variables: mutationsRefreshAuthcodeMutation$variables;
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
    "name": "mutationsRefreshAuthcodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrarPayload",
        "kind": "LinkedField",
        "name": "refreshAuthcode",
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
    "name": "mutationsRefreshAuthcodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RegistrarPayload",
        "kind": "LinkedField",
        "name": "refreshAuthcode",
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
    "id": "debb92c394cea2e659ace27b741c490b",
    "metadata": {},
    "name": "mutationsRefreshAuthcodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d4248e6eaff43f8d2af0a040aed0167";

export default node;
