/**
 * @generated SignedSource<<0f016ccd672c4e07c1c4cfc49511ead8>>
 * @relayHash adecd8ee654095970c5d04924b8f3130
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adecd8ee654095970c5d04924b8f3130

import { ConcreteRequest } from 'relay-runtime';
export type CorporatePermission = "calltracking" | "departures" | "m1editor" | "m1stats" | "participation" | "qlp" | "queue" | "reports" | "%future added value";
export type EmployeeLandingPageQuery$variables = {
  employeeId: string;
};
export type EmployeeLandingPageQuery$data = {
  readonly corporateUser: {
    readonly corporatePermissions: ReadonlyArray<CorporatePermission>;
    readonly email: string | null | undefined;
    readonly employeeId: string;
    readonly username: string;
  } | null | undefined;
};
export type EmployeeLandingPageQuery = {
  response: EmployeeLandingPageQuery$data;
  variables: EmployeeLandingPageQuery$variables;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "employeeId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "corporatePermissions",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmployeeLandingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CorporateUser",
        "kind": "LinkedField",
        "name": "corporateUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "EmployeeLandingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CorporateUser",
        "kind": "LinkedField",
        "name": "corporateUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
    "id": "adecd8ee654095970c5d04924b8f3130",
    "metadata": {},
    "name": "EmployeeLandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3a01a18f314bdde1ed71e892c2beeaff";

export default node;
