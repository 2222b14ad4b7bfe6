/**
 * @generated SignedSource<<ef6c622dafedf337120ddc340ead5c43>>
 * @relayHash 846b71615997586909ac5a1909c0cdcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 846b71615997586909ac5a1909c0cdcc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type loadersEmployeeLandingPageQuery$variables = {
  employeeId: string;
};
export type loadersEmployeeLandingPageQuery$data = {
  readonly corporateUser: {
    readonly " $fragmentSpreads": FragmentRefs<"EmployeeLandingPage_corporateUser">;
  } | null | undefined;
};
export type loadersEmployeeLandingPageQuery = {
  response: loadersEmployeeLandingPageQuery$data;
  variables: loadersEmployeeLandingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "employeeId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "employeeId",
    "variableName": "employeeId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "loadersEmployeeLandingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CorporateUser",
        "kind": "LinkedField",
        "name": "corporateUser",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmployeeLandingPage_corporateUser"
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
    "name": "loadersEmployeeLandingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CorporateUser",
        "kind": "LinkedField",
        "name": "corporateUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "employeeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
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
            "name": "corporatePermissions",
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
    "id": "846b71615997586909ac5a1909c0cdcc",
    "metadata": {},
    "name": "loadersEmployeeLandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "97f1431331d48ece7ad1a67e92d83d0e";

export default node;
