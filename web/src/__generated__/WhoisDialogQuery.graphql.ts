/**
 * @generated SignedSource<<9eadd4c1239bee3924cafb614674b767>>
 * @relayHash 6ba8eefc0b36034de92fece1e9537619
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ba8eefc0b36034de92fece1e9537619

import { ConcreteRequest } from 'relay-runtime';
export type WhoisDialogQuery$variables = {
  id: string;
};
export type WhoisDialogQuery$data = {
  readonly node: {
    readonly whois?: {
      readonly created: string | null | undefined;
      readonly domainName: string;
      readonly expires: string | null | undefined;
      readonly nameServers: ReadonlyArray<string>;
      readonly registrant: {
        readonly country: string | null | undefined;
        readonly email: string | null | undefined;
        readonly name: string | null | undefined;
        readonly organization: string | null | undefined;
      } | null | undefined;
      readonly registrar: string | null | undefined;
      readonly status: ReadonlyArray<string>;
      readonly updated: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type WhoisDialogQuery = {
  response: WhoisDialogQuery$data;
  variables: WhoisDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Whois",
      "kind": "LinkedField",
      "name": "whois",
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
          "name": "registrar",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expires",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameServers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WhoisRegistrant",
          "kind": "LinkedField",
          "name": "registrant",
          "plural": false,
          "selections": [
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
              "name": "organization",
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
              "name": "country",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WhoisDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "WhoisDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    "id": "6ba8eefc0b36034de92fece1e9537619",
    "metadata": {},
    "name": "WhoisDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0eb13bb9a8d7adf2eadcbd78be3789d3";

export default node;
