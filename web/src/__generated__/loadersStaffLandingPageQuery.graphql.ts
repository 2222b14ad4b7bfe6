/**
 * @generated SignedSource<<3a3d34aa413803eb66e3068e18cbb917>>
 * @relayHash 17f841918cdce1678a0890abad8ebb1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17f841918cdce1678a0890abad8ebb1f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersStaffLandingPageQuery$variables = {
  staffId: string;
};
export type loadersStaffLandingPageQuery$data = {
  readonly staffUser: {
    readonly " $fragmentSpreads": FragmentRefs<"StaffLandingPage_staffUser">;
  } | null | undefined;
};
export type loadersStaffLandingPageQuery = {
  response: loadersStaffLandingPageQuery$data;
  variables: loadersStaffLandingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "staffId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "staffId",
    "variableName": "staffId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersStaffLandingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffUser",
        "kind": "LinkedField",
        "name": "staffUser",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StaffLandingPage_staffUser"
          }
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
    "name": "loadersStaffLandingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StaffUser",
        "kind": "LinkedField",
        "name": "staffUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffAgentAccess",
            "kind": "LinkedField",
            "name": "agents",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "associateId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffPermissionGrant",
                "kind": "LinkedField",
                "name": "permissions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "granted",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
    "id": "17f841918cdce1678a0890abad8ebb1f",
    "metadata": {},
    "name": "loadersStaffLandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "998f9358b0c61abd19b575ffb2d291a2";

export default node;
